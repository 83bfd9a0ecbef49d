import { ErrorBody } from '@land-office/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** What each error status means, unless the route that answers it says more. */
export const ERROR_MEANINGS: Record<number, string> = {
  400: 'The request failed validation',
  401: 'No valid bearer token (a live session, or an API token that is not revoked or expired)',
  403: "The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token)",
  404: 'No such record',
  409: 'The write repeats a unique key (a slug, an avatar key…)',
  413: 'The body or upload is too large',
  415: 'Unsupported content type (or, for uploads, file type)',
  429: 'Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives',
  500: 'An unexpected error: logged on the server, answered without details',
  503: 'Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After',
};

/** An error response a route declares itself, with what it means there (`schema.response`). */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

const hooks = (route: Pick<RouteOptions, 'onRequest' | 'preHandler'>) =>
  [route.onRequest, route.preHandler].flat().filter((hook) => typeof hook === 'function');

/** Whether a route needs the admin bearer token (it declares `app.requireAdmin`). */
export function isAdminRoute(app: FastifyInstance, route: Pick<RouteOptions, 'onRequest' | 'preHandler'>) {
  return hooks(route).includes(app.requireAdmin as never);
}

/** Whether the per-address rate limit (plugins/rate-limit.ts) covers a route. */
export const isRateLimited = (route: Pick<RouteOptions, 'config'>) =>
  (route.config as { rateLimited?: boolean } | undefined)?.rateLimited === true;

/**
 * The error statuses a route can answer, from what it declares: input, auth (401 and 403 on admin
 * routes), a record path, a body, the rate limit; and 500 and 503 (load shed, a temporary fault)
 * on every route.
 */
export function errorStatuses(app: FastifyInstance, route: RouteOptions): number[] {
  const schema = (route.schema ?? {}) as FastifySchema;
  const methods = [route.method].flat();
  const takesBody = methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m));
  const admin = isAdminRoute(app, route);
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params || takesBody) statuses.add(400);
  if (admin) statuses.add(401).add(403);
  if (schema.params) statuses.add(404);
  // Creating a record, or updating one by its path, may repeat a unique key (a slug, an avatar key).
  const createsOrUpdates =
    (methods.includes('POST') && !schema.params) || (methods.includes('PUT') && schema.params);
  if (admin && schema.body && createsOrUpdates) statuses.add(409);
  if (takesBody) statuses.add(413).add(415);
  if (isRateLimited(route)) statuses.add(429);
  statuses.add(500).add(503);
  return [...statuses];
}

const seconds = (description: string) => ({
  description,
  schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86_400 },
});

/** Sent with every 429 and 503 (plugins/rate-limit.ts, the sign-in throttle, load-shedding.ts, errors.ts). */
const RETRY_AFTER = { 'Retry-After': seconds('Seconds to wait before trying again') };

/** Sent by @fastify/rate-limit on every answer of a route it covers, the refusals included. */
export const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': seconds('Requests one address may send to this route a minute'),
  'X-RateLimit-Remaining': seconds('Requests left in the current minute'),
  'X-RateLimit-Reset': seconds('Seconds until the count starts again'),
};

type Responses = Record<string, { description?: string; headers?: Record<string, unknown> }>;

/**
 * Error responses say what their status means (rather than "Default Response"), and every
 * response names the headers the server sends with it: Retry-After on 429 and 503, the rate-limit
 * counts on each answer of a rate-limited route.
 */
export function describeResponses(responses: Responses, rateLimited: boolean) {
  for (const [status, response] of Object.entries(responses)) {
    const meaning = ERROR_MEANINGS[Number(status)];
    if (meaning && (!response.description || response.description === 'Default Response'))
      response.description = meaning;
    const headers = {
      ...(status === '429' || status === '503' ? RETRY_AFTER : {}),
      ...(rateLimited && /^[24]/.test(status) ? RATE_LIMIT_HEADERS : {}),
    };
    if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
  }
}
