import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import { codeOfStatus, HttpError, ServiceUnavailable } from '../../errors.js';
import { TRACE_HEADER, traceEntries } from '../../plugins/cached-body.js';
import type { ExpiresAt } from '../../plugins/public-cache.js';

/** A read's answer: the body of a 200, undefined for a 404, the refusal of a 400. */
export type Read<T> = { ok: true; body: T } | { ok: false; status: 400 | 404; error: string };

/**
 * The public site reads what a visitor's browser could: the public API, in process (`app.inject`,
 * no socket). Its pages show exactly what the API serves (active, inside its window, published),
 * through the same cache, and expire with what they read: every cached body answered to these
 * reads tells its instant (a scheduled post going live) to `expiresAt`.
 *
 * A temporary fault of a read (503, 507) is the page's too: it is thrown with its status and
 * Retry-After. While the database is down, a read a write had dropped still answers from the
 * stale copy (PUBLIC_STALE_SECONDS), and the page is built from it, but kept only a second
 * (`STALE_PAGE_MS`): once the database is back, the page shows what it holds.
 */
export const STALE_PAGE_MS = 1000;

export function publicReader(app: FastifyInstance, expiresAt: ExpiresAt) {
  return async <T>(url: string): Promise<Read<T>> => {
    const id = randomUUID();
    const trace = traceEntries(id, (entry) => expiresAt(entry.expiresAt));
    try {
      const res = await app.inject({ method: 'GET', url, headers: { [TRACE_HEADER]: id } });
      if (res.statusCode === 200) {
        if (res.headers.warning !== undefined) expiresAt(app.clock() + STALE_PAGE_MS);
        return { ok: true, body: res.json() as T };
      }
      const refusal = res.json() as Partial<ErrorBody>;
      const error = refusal.error ?? res.statusMessage;
      if (res.statusCode === 400 || res.statusCode === 404)
        return { ok: false, status: res.statusCode, error };
      const retryAfter = res.headers['retry-after'];
      if (res.statusCode === 503 && retryAfter === undefined) throw new ServiceUnavailable(error);
      throw new HttpError(
        res.statusCode,
        refusal.code ?? codeOfStatus(res.statusCode),
        error,
        retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
      );
    } finally {
      trace.stop();
    }
  };
}

/** The body of a read that must succeed (a list, a settings document). */
export async function must<T>(read: Promise<Read<T>>): Promise<T> {
  const answer = await read;
  if (!answer.ok)
    throw new HttpError(500, 'internal', `a public read answered ${answer.status}: ${answer.error}`);
  return answer.body;
}
