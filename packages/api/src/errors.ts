import { RETRY_AFTER_SECONDS } from './lib/faults.js';

/** The small family of errors any layer may throw; one handler turns them into `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Sent beside `error` in the body (a refused field, the current version of a record). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  /** `field`: the body field at fault, sent as `{ error, field }` so a form can show it there. */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(400, message, {}, field ? { field } : {});
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  /** `details`: what the conflict is with, sent beside `error` (a media item's users). */
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(409, message, {}, details);
  }
}

/** A write sent with a stale `If-Match`: someone changed the record since; `current` is what it holds now. */
export class PreconditionFailed extends HttpError {
  /** `version`: the ETag of `current`, to send as If-Match once the writer has seen it. */
  constructor(message: string, current: unknown, version?: string) {
    super(412, message, {}, { current, ...(version ? { version } : {}) });
  }
}

/**
 * What this server cannot answer until something outside the request changes (a variable not
 * set): 503 with the Retry-After every 503 carries.
 */
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
}
