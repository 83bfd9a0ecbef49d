import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import lightMyRequest from 'light-my-request';
import type { ClientGuard } from '../lib/client-guard.js';
import { isTracedRead, writeEntry } from './cached-body.js';
import { OldestOut } from './public-cache-store.js';

/**
 * Answers before routing (docs/architecture.md, "Answers before routing"). A GET or HEAD of a URL
 * that a public read has answered, while its body is cached, is written from the node request
 * itself: no request and reply objects, child logger, validation or hooks. Once a server has
 * served varied traffic, Node's and Fastify's shared code runs slower per call, and a routed read
 * carries all of it: measured on two seeded servers side by side, the post read by slug made 1.57
 * times the requests/s answered here (server CPU per read ×0.64), the menu 1.31 times (×0.76).
 *
 * It bypasses Fastify's lifecycle, so it answers only what needs none of it: public reads (never
 * one behind a token), whose headers, the security headers among them, are cached with the body.
 * A write drops the body and the next read goes through Fastify again. It logs one
 * "request completed" line, shaped as a routed one's.
 *
 * Tests reach it as clients do: `app.inject` (made here) and the server (`serverAnsweringEarly`)
 * both send a request here first, and to Fastify's router when it cannot answer.
 */
export interface EarlyAnswers {
  /** Answers `req` when it can; false when Fastify must route it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    earlyAnswers: EarlyAnswers;
  }
}

export interface EarlyAnswerOptions {
  /** Bytes of URLs remembered (any query string reaches a route: a client can make URLs without end). */
  maxUrlBytes: number;
}

async function earlyAnswerPlugin(app: FastifyInstance, { maxUrlBytes }: EarlyAnswerOptions) {
  // Oldest out, not least recently used: a hit then only reads the map, and a new URL costs the
  // same whatever the number kept; a URL pushed out is routed once and remembered again.
  const keysByUrl = new OldestOut(maxUrlBytes);
  app.publicCache.onPublicAnswer((url, key) => keysByUrl.set(url, key));
  // Closing: Fastify answers 503, as it does while closing.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const logsRequests = ['trace', 'debug', 'info'].includes(app.log.level);

  const early: EarlyAnswers = {
    answer(req, res) {
      if (closing || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const key = keysByUrl.get(req.url as string);
      const entry = key === undefined ? undefined : app.publicCache.live(key);
      if (!entry) return false;
      const logs = logsRequests && !isTracedRead(req.headers);
      const started = logs ? performance.now() : 0;
      const statusCode = writeEntry(req.headers, res, entry);
      if (logs) {
        const forwardedFor = req.headers['x-forwarded-for'];
        app.log.info(
          {
            // Shaped for Fastify's request serializer, so the line reads as a routed one's.
            req: {
              method: req.method,
              url: req.url,
              headers: req.headers,
              host: req.headers.host,
              ip: req.socket.remoteAddress,
              socket: req.socket,
            },
            res: { statusCode },
            responseTime: performance.now() - started,
            // Behind a proxy the socket's address is the proxy's (a routed line gives the client's).
            ...(forwardedFor ? { forwardedFor } : {}),
          },
          'request completed',
        );
      }
      return true;
    },
  };
  app.decorate('earlyAnswers', early);

  // `inject` takes the same door as the server: here first, then Fastify's router. (Fastify's own
  // inject goes straight to the router, past a server's request handler.)
  const routed = app.routing;
  const dispatch = (req: IncomingMessage, res: ServerResponse) =>
    app.ready().then(
      () => {
        if (!early.answer(req, res)) routed(req, res);
      },
      (err: Error) => res.emit('error', err),
    );
  app.inject = ((
    options?: Parameters<typeof lightMyRequest>[1],
    callback?: Parameters<typeof lightMyRequest>[2],
  ) => lightMyRequest(dispatch, options as never, callback as never)) as typeof app.inject;
}

export default fp(earlyAnswerPlugin, { name: 'early-answer', dependencies: ['public-cache'] });

/**
 * Fastify's `serverFactory`: the HTTP server Fastify makes itself (same timeouts, and the limits of
 * `clients` on slow clients), except that each request goes first to the early answers, and to
 * Fastify only when they cannot answer it. `early` is read per request: the plugin registers after
 * the server is made.
 */
export function serverAnsweringEarly(
  early: () => EarlyAnswers | undefined,
  clients: ClientGuard,
): FastifyServerFactory {
  return (handler, options) =>
    clients.createServer(options, (req, res) => {
      if (!early()?.answer(req, res)) handler(req, res);
    });
}
