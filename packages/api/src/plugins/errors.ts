import { type ErrorCode, issueCode } from '@land-office/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfStatus, HttpError } from '../errors.js';
import {
  type FaultLog,
  type FaultScope,
  faultKind,
  faultLog,
  faultMessages,
  isInsufficientStorage,
  RETRY_AFTER_SECONDS,
} from '../lib/faults.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Temporary faults under way (database down, disk full…): one warning when each starts. */
    faults: FaultLog;
  }
}

/** File-system codes are the storage's faults; the rest (SQLite, SQLSTATE, sockets) the database's. */
const FILE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);
const scopeOf = (err: unknown): FaultScope =>
  FILE_CODES.has(String((err as { code?: unknown }).code)) ? 'storage' : 'database';

/** PostgreSQL's data exceptions (SQLSTATE class 22): a value the column cannot hold. */
function isRefusedValue(err: unknown): boolean {
  const e = err as { code?: unknown; severity?: unknown };
  return typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code) && typeof e.severity === 'string';
}

/** One of zod's issues as fastify-type-provider-zod hands it over: its code is `keyword`. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: {
    origin?: string;
    minimum?: unknown;
    maximum?: unknown;
    issue?: { path?: PropertyKey[]; code?: string; keys?: string[] };
  };
}

/**
 * A refused request as `{ code, error, field }`: what kind of refusal it is, the message, and the
 * field it names when there is one (`max` too for a value too long).
 */
function describeValidation(
  err: FastifyError,
  sent: unknown,
): { code: ErrorCode; error: string; field?: string; max?: number } {
  const issues = (err.validation ?? []) as ValidationIssue[];
  const first = issues[0];
  if (!first) return { code: 'validation', error: err.message };
  const issue = first.params?.issue;
  if (issue?.code === 'unrecognized_keys' && issue.keys?.length)
    return { code: 'validation', error: `Unknown field: ${issue.keys.join(', ')}` };
  const path = (issue?.path ?? []).map(String);
  const field = path.join('.') || (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const kind = issueCode({ ...first.params, code: first.keyword, path: field ? field.split('.') : [] }, sent);
  return { ...kind, ...describeIssue(field, first.message ?? 'is invalid') };
}

/**
 * A refused value as `{ error, field }`, the message naming its field (`min_size.x` for a path):
 * what a 400 answers, and what a page shows of a search it could not run.
 */
export function describeIssue(field: string, message: string): { error: string; field?: string } {
  if (!field) return { error: message };
  // "Title is required" names its field already; "Too big: …" gets it in front.
  const named = message.toLowerCase().startsWith(field.toLowerCase().split('.').pop() ?? '');
  return { error: named ? message : `${field}: ${message}`, field };
}

/** An error's body: `{ error, code }` first, then what else it carries (`field`, `current`…). */
const refusal = (code: ErrorCode, { error, ...details }: { error: string; [detail: string]: unknown }) => ({
  error,
  code,
  ...details,
});

/**
 * Records `err` as the temporary fault it is (one warning when it starts) and returns its kind and
 * scope; undefined when it is no such fault (a bug, bad input).
 */
export function recordFault(app: FastifyInstance, err: unknown) {
  const kind = faultKind(err);
  if (!kind) return undefined;
  const scope = scopeOf(err);
  app.faults.raise(scope, kind, err);
  return { kind, scope };
}

/**
 * One place that turns any thrown error into `{ error, code }` (and `field` and the error's other
 * details when it has them) with the right status; stacks never leave.
 * A temporary fault answers 503 with Retry-After (507 when the disk is full), logged once when it
 * starts (`app.faults`), never as a 500.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.decorate('faults', faultLog(app.log));
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // The client hung up (mid-upload, say): nobody is left to answer, and nothing is at fault here.
    // (`req.raw.destroyed` is no sign: a request whose body was read to the end is destroyed too.)
    if (req.raw.aborted || req.raw.socket?.destroyed) {
      req.log.info({ code: (err as { code?: unknown }).code }, 'client closed the request');
      return reply;
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = (err as { validationContext?: string }).validationContext;
      const sent = context === 'querystring' ? req.query : context === 'params' ? req.params : req.body;
      const { code, ...refused } = describeValidation(err, sent);
      return reply.code(400).send(refusal(code, refused));
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send(refusal(err.code, { error: err.message, ...err.details }));
    }
    if (isRefusedValue(err)) {
      // PostgreSQL refused a value that passed validation (a NUL character, a number past its
      // column's range): bad input, not a server fault.
      return reply.code(400).send(
        refusal('validation', {
          error: 'A value is not accepted by the database (out of range or a NUL character)',
        }),
      );
    }
    const fault = recordFault(app, err);
    if (fault) {
      const full = isInsufficientStorage(fault.kind);
      return reply
        .code(full ? 507 : 503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(
          refusal(full ? 'storage_full' : 'unavailable', { error: faultMessages[fault.scope][fault.kind] }),
        );
    }
    const status = err.statusCode ?? 500;
    // Fastify's own refusals (a body that is not JSON, too large, of a type no parser takes) and its
    // plugins' say only their status.
    if (status >= 400 && status < 500)
      return reply
        .code(status)
        .send(refusal(err.validation ? 'validation' : codeOfStatus(status), { error: err.message }));
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(refusal('internal', { error: 'Internal server error' }));
  });

  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send(refusal('not_found', { error: `Not found: ${req.method} ${req.url.split('?')[0]}` })),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
