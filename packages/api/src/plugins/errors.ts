import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';

const DB_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e.code && DB_DOWN_CODES.has(e.code)) return true;
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

function describeValidation(err: FastifyError): string {
  const issues = (err.validation ?? []) as Array<{
    instancePath?: string;
    message?: string;
    params?: { issue?: { path?: PropertyKey[]; code?: string; keys?: string[] } };
  }>;
  const first = issues[0];
  if (!first) return err.message;
  const issue = first.params?.issue;
  if (issue?.code === 'unrecognized_keys' && issue.keys?.length)
    return `Unknown field: ${issue.keys.join(', ')}`;
  const field =
    (issue?.path ?? []).map(String).join('.') ||
    (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = first.message ?? 'is invalid';
  if (!field || message.toLowerCase().startsWith(field.toLowerCase().split('.').pop() ?? '')) return message;
  return `${field}: ${message}`;
}

/** One place that turns any thrown error into `{ error }` with the right status; stacks never leave. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({ error: describeValidation(err) });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ error: 'Database unavailable, try again shortly' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: err.message });
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ error: `Not found: ${req.method} ${req.url.split('?')[0]}` }),
  );
}

export default fp(errorsPlugin, { name: 'errors' });
