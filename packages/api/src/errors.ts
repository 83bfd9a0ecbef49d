import { type ErrorCode, type Operation, type Role, userMessages } from '@land-office/contract';
import { RETRY_AFTER_SECONDS } from './lib/faults.js';

/**
 * The small family of errors any layer may throw; one handler turns them into `{ error, code }`
 * (plugins/errors.ts). `code` is what clients translate and act by; each class has its usual one,
 * and a site that means something more precise passes its own.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Sent beside `error` in the body (a refused field, the current version of a record). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  /** `field`: the body field at fault, sent as `{ error, code, field }` so a form can show it there. */
  constructor(
    message: string,
    readonly field?: string,
    code: ErrorCode = 'validation',
  ) {
    super(400, code, message, {}, field ? { field } : {});
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string, code: ErrorCode = 'unauthorized') {
    super(401, code, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string, code: ErrorCode = 'forbidden', details: Record<string, unknown> = {}) {
    super(403, code, message, {}, details);
  }
}

/** The signed-in role (or an API token's owner's) may not do `operation`: said, and sent by key. */
export const roleForbidden = (role: Role, operation: Operation) =>
  new Forbidden(userMessages.forbidden(role, operation), 'forbidden', { role, operation });

export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

export class Conflict extends HttpError {
  /**
   * `code`: what the conflict is (`slug_taken`, `in_use`…); `details`: what it is with, sent beside
   * `error` (the field a repeated value is in, a media item's users).
   */
  constructor(message: string, code: ErrorCode, details: Record<string, unknown> = {}) {
    super(409, code, message, {}, details);
  }
}

/** A write sent with a stale `If-Match`: someone changed the record since; `current` is what it holds now. */
export class PreconditionFailed extends HttpError {
  /** `version`: the ETag of `current`, to send as If-Match once the writer has seen it. */
  constructor(message: string, current: unknown, version?: string) {
    super(412, 'version_conflict', message, {}, { current, ...(version ? { version } : {}) });
  }
}

export class TooLarge extends HttpError {
  constructor(message: string) {
    super(413, 'too_large', message);
  }
}

/** A content type, or an uploaded file's type (as its bytes prove it), that the route does not take. */
export class UnsupportedType extends HttpError {
  constructor(message: string) {
    super(415, 'unsupported_type', message);
  }
}

/** Too many requests or attempts: 429 with the seconds to wait in Retry-After. */
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', message, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** A source the server fetches (a scraped site) failed, refused or answered nothing usable. */
export class UpstreamFailed extends HttpError {
  constructor(message: string) {
    super(502, 'upstream_failed', message);
  }
}

/**
 * What this server cannot answer until something outside the request changes (a variable not
 * set, a browser missing, load shed): 503 with the Retry-After every 503 carries.
 */
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, 'unavailable', message, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}

/** The code of an error that says only its status (Fastify's own, a plugin's). */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'timeout';
    case 409:
      return 'already_exists';
    case 412:
      return 'version_conflict';
    case 413:
      return 'too_large';
    case 406:
    case 415:
      return 'unsupported_type';
    case 429:
      return 'rate_limited';
    case 502:
      return 'upstream_failed';
    case 503:
      return 'unavailable';
    case 507:
      return 'storage_full';
    default:
      return status < 500 ? 'bad_request' : 'internal';
  }
}
