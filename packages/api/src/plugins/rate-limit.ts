import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TooManyRequests } from '../errors.js';

export interface RateLimitOptions {
  /** Requests one client address may send to one limited route a minute. */
  perMinute: number;
}

/**
 * Every POST that no admin token guards (sign-in, the in-world status report, and any added later)
 * takes at most `perMinute` requests a minute from one client address (`req.ip`; IPv6 by its /64,
 * as @fastify/rate-limit groups it); past that, 429 with `Retry-After`. Each route counts apart, so
 * in-world scripts behind an office's address do not lock its people out of signing in.
 *
 * The limit is added to the routes it covers, never as an app-wide hook, so reads (the cached
 * public ones above all) run nothing for it. Routes declaring `onRequest: app.requireAdmin` are
 * left alone: their callers are known. The counts live in this process, so N instances behind a
 * balancer let an address through N times as often.
 */
async function rateLimitPlugin(app: FastifyInstance, { perMinute }: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    // Thrown, so the errors plugin answers it as any other error: `{ error, code }`.
    errorResponseBuilder: (_req, context) =>
      new TooManyRequests(
        `Too many requests from this address; try again in ${context.after}`,
        Math.ceil(context.ttl / 1000),
      ),
  });

  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('POST')) return;
    const onRequest = [route.onRequest ?? []].flat();
    if (onRequest.includes(app.requireAdmin)) return;
    // First: a request refused anyway (a wrong in-world secret) still counts, before its body is read.
    // `{}`: a count of the route's own.
    route.onRequest = [app.rateLimit({}), ...onRequest];
    // For the API reference: these routes answer 429 and send the X-RateLimit-* counts.
    route.config = { ...route.config, rateLimited: true };
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['auth', 'errors'] });
