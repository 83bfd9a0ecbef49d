import { createHash } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
  onSendHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from './security-headers.js';

type Coding = 'br' | 'gzip';

interface Variant {
  body: Buffer;
  etag: string;
  /** The whole answer's headers, built once with the body (a hit only writes them). */
  ok: OutgoingHttpHeaders;
  /** The same for a 304: no body, so no content headers. */
  notModified: OutgoingHttpHeaders;
}

function variant(body: Buffer, etag: string, cacheControl: string, coding?: Coding): Variant {
  const shared = { etag, 'cache-control': cacheControl, vary: 'accept-encoding', ...SECURITY_HEADERS };
  const ok: OutgoingHttpHeaders = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    ...shared,
  };
  if (coding) ok['content-encoding'] = coding;
  return { body, etag, ok, notModified: shared };
}

interface Entry {
  /** The JSON as bytes, encoded once instead of on every answer. */
  identity: Variant;
  /** The same body gzipped once (only worth it past a kilobyte), with its own ETag. */
  gzip?: Variant;
  /**
   * The same body at brotli's best quality, for bodies past 16 KB: some 17% smaller than gzip on
   * the blog list, but about 100 ms to make, so it is made after the first answer and served once
   * it is there. Below 16 KB it saves a few hundred bytes for as much CPU per entry, and a write
   * empties the cache: two hundred posts read again would cost seconds of compression.
   */
  br?: Variant;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESS_FROM_BYTES = 1024;
const BROTLI_FROM_BYTES = 16 * 1024;
const MAX_EARLY_URLS = 10_000;

export interface Accepted {
  br: boolean;
  gzip: boolean;
}

function parseAccepted(header: string): Accepted {
  const accepted = { br: false, gzip: false };
  const star = { named: false, ok: false };
  const named = new Set<string>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (coding === '*') Object.assign(star, { named: true, ok });
    else if (coding === 'br' || coding === 'gzip') {
      named.add(coding);
      accepted[coding] = ok;
    }
  }
  // `*` stands for every coding not named on its own.
  for (const coding of ['br', 'gzip'] as const)
    if (!named.has(coding) && star.named) accepted[coding] = star.ok;
  return accepted;
}

const acceptedByHeader = new Map<string, Accepted>();
const NONE: Accepted = { br: false, gzip: false };

/**
 * Which of our codings Accept-Encoding allows (named or `*`, without q=0). Clients send a handful
 * of distinct headers, so each is parsed once and remembered (at most 100 kept).
 */
export function acceptedCodings(header: string | undefined): Accepted {
  if (!header) return NONE;
  let accepted = acceptedByHeader.get(header);
  if (!accepted) {
    if (acceptedByHeader.size >= 100) acceptedByHeader.clear();
    accepted = parseAccepted(header);
    acceptedByHeader.set(header, accepted);
  }
  return accepted;
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) ?? false;

export interface ReplyOptions {
  /**
   * An admin read behind the token (the route checks it first): cached and invalidated alike, but
   * marked `private, no-cache` so no shared cache keeps it.
   */
  private?: boolean;
}

export interface PublicCache {
  /**
   * Answers a public read from memory: the body is built once by `load` (and compressed once) and
   * kept until the next write; a client gets the brotli bytes when it accepts br and they are
   * made, else the gzip bytes when it accepts gzip, else the plain JSON; a matching
   * If-None-Match gets 304 without a body.
   *
   * A hit is answered at once, before this returns, with headers built once per body and written
   * past Fastify's send (`reply.hijack()`: no onSend hooks, which is why the security headers are
   * among them; the response is still logged and onResponse hooks still run). Measured on the
   * menu and post reads, that took 10 to 20% off the server's CPU per request. A miss returns a
   * promise that settles once the answer is sent, or rejects with `load`'s error before anything
   * is sent (Fastify's error handler answers it). Return the result from the handler.
   */
  reply(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    options?: ReplyOptions,
  ): Promise<void> | undefined;
  /**
   * Drops the cached bodies of these scopes, or every one without scopes (called after a
   * successful write), and tells the listeners.
   */
  invalidate(scopes?: Scopes): void;
  /**
   * Answers a GET or HEAD from the node request itself, before Fastify routes it, when a public
   * (not private) read already answered that very URL and its body is still cached; false when it
   * cannot, and the request goes to Fastify (`serverAnsweringEarly`). It runs no hook: the URLs
   * it answers are those of public reads, which need none but the security headers (in the
   * cached headers). It logs a "request completed" line at info, as Fastify would. It stops once
   * the app closes, so Fastify answers 503 as it does while closing.
   */
  answerEarly(req: IncomingMessage, res: ServerResponse): boolean;
  /** The same, because another instance wrote; tells no one. */
  invalidateLocal(scopes?: Scopes): void;
  /** Listeners run on every invalidation (e.g. to tell other instances). */
  onInvalidate(listener: (scopes?: Scopes) => void): void;
}

/**
 * Scopes of the cache: a key's scope is its first segment, up to a `/` or `:` (`blog` for
 * `blog/slug/x`, `settings` for `settings:site`).
 */
export type Scopes = readonly string[];

export const scopeOf = (key: string) => key.split(/[/:]/, 1)[0] as string;

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /**
     * The cache scopes a successful write through this route can change (`[]`: none). Without
     * it, the write drops the whole cache. Frequent writes that touch one resource (in-world
     * status reports, sign-ins) name it, so the blog's pages do not have to be built again.
     */
    invalidates?: Scopes;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function publicCachePlugin(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  /** Builds under way, so concurrent readers of a key share one; a write lets later readers start anew. */
  const pending = new Map<string, Promise<Entry>>();
  const listeners: Array<(scopes?: Scopes) => void> = [];
  // A build records these before it loads, and keeps its result only if no invalidation that
  // covers its key came meanwhile.
  let generation = 0;
  const scopeGenerations = new Map<string, number>();
  const stamp = (scope: string) => `${generation}:${scopeGenerations.get(scope) ?? 0}`;

  const build = async (key: string, load: () => Promise<unknown>, options: ReplyOptions): Promise<Entry> => {
    const scope = scopeOf(key);
    const started = stamp(scope);
    const cacheControl = options.private ? 'private, no-cache' : 'public, max-age=0, must-revalidate';
    const body = Buffer.from(JSON.stringify(await load()));
    const hash = createHash('sha1').update(body).digest('base64url');
    const entry: Entry = { identity: variant(body, `"${hash}"`, cacheControl) };
    if (body.length >= COMPRESS_FROM_BYTES)
      entry.gzip = variant(await gzipAsync(body), `"${hash}-gzip"`, cacheControl, 'gzip');
    // A write that landed while this body was being built makes it stale: serve it once, keep nothing.
    if (started !== stamp(scope)) return entry;
    entries.set(key, entry);
    if (body.length >= BROTLI_FROM_BYTES) {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      brotliAsync(body, { params }).then(
        (br) => {
          if (entries.get(key) === entry) entry.br = variant(br, `"${hash}-br"`, cacheControl, 'br');
        },
        (err) => app.log.warn({ err, key }, 'brotli compression failed; gzip is served'),
      );
    }
    return entry;
  };

  /** Writes the variant the request accepts, or 304; returns the status. (HEAD: node sends no body.) */
  const write = (headers: IncomingHttpHeaders, res: ServerResponse, entry: Entry) => {
    const accepted = acceptedCodings(headers['accept-encoding']);
    const chosen = (accepted.br && entry.br) || (accepted.gzip && entry.gzip) || entry.identity;
    const notModified = matches(headers['if-none-match'], chosen.etag);
    res.writeHead(notModified ? 304 : 200, notModified ? chosen.notModified : chosen.ok);
    res.end(notModified ? undefined : chosen.body);
    return res.statusCode;
  };

  const answer = (
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    entry: Entry,
    options: ReplyOptions,
  ) => {
    if (!options.private) remember(req.raw.url, key);
    reply.hijack();
    write(req.headers, reply.raw, entry);
  };

  // The URLs public reads were answered under, each with its key: the next GET or HEAD of one is
  // answered from the node request itself while its entry lasts (`answerEarly`).
  const keysByUrl = new Map<string, string>();
  const remember = (url: string | undefined, key: string) => {
    if (url === undefined || keysByUrl.get(url) === key) return;
    // Any query string reaches a route, so a client can make URLs without end: keep a bounded set.
    if (keysByUrl.size >= MAX_EARLY_URLS) keysByUrl.clear();
    keysByUrl.set(url, key);
  };
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const logsRequests = ['trace', 'debug', 'info'].includes(app.log.level);

  const cache: PublicCache = {
    reply(req, reply, key, load, options = {}) {
      const entry = entries.get(key);
      if (entry) {
        answer(req, reply, key, entry, options);
        return undefined;
      }
      let inflight = pending.get(key);
      if (!inflight) {
        const started = build(key, load, options).finally(() => {
          if (pending.get(key) === started) pending.delete(key);
        });
        inflight = started;
        pending.set(key, started);
      }
      return inflight.then((built) => answer(req, reply, key, built, options));
    },
    answerEarly(req, res) {
      if (closing || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const key = keysByUrl.get(req.url as string);
      const entry = key === undefined ? undefined : entries.get(key);
      if (!entry) return false;
      const started = logsRequests ? performance.now() : 0;
      const statusCode = write(req.headers, res, entry);
      if (logsRequests) {
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
    invalidateLocal(scopes) {
      // A build under way read the data before this write: readers from now on start their own.
      if (!scopes) {
        generation++;
        entries.clear();
        pending.clear();
        return;
      }
      if (scopes.length === 0) return;
      for (const scope of scopes) scopeGenerations.set(scope, (scopeGenerations.get(scope) ?? 0) + 1);
      for (const map of [entries, pending])
        for (const key of map.keys()) if (scopes.includes(scopeOf(key))) map.delete(key);
    },
    invalidate(scopes) {
      if (scopes?.length === 0) return;
      cache.invalidateLocal(scopes);
      for (const listener of listeners) listener(scopes);
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
  };
  app.decorate('publicCache', cache);

  // A successful write may change what the public reads show: drop the cache (the scopes the route
  // names, or all of it) before answering, so the writer's next read already sees its change. The
  // hook goes on the write routes only, so a read runs no hook for it.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
    const scopes = route.config?.invalidates;
    if (scopes?.length === 0) return;
    const dropOnSuccess: onSendHookHandler = (req, reply, payload, done) => {
      if (WRITE_METHODS.has(req.method) && reply.statusCode < 400) cache.invalidate(scopes);
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), dropOnSuccess];
  });
}

export default fp(publicCachePlugin, { name: 'public-cache' });

/**
 * Fastify's `serverFactory`: the HTTP server Fastify makes itself (same timeouts), except that each
 * request goes first to the cache's `answerEarly`, and to Fastify only when that cannot answer it.
 * `cache` is read per request, so it can name a cache the app registers after making the server.
 *
 * Why: once a server has served varied traffic (admin writes, uploads, other reads), Node's and
 * Fastify's shared code runs slower per call than in a process that served one route, and a
 * routed read carries it all (request and reply objects, a child logger, params validation, the
 * lifecycle). Measured on two seeded servers side by side, 190 post URLs at 100 connections: the
 * server's CPU per read x0.64 and requests/s x1.57 when answered here; the menu read x0.76 and
 * x1.31. `inject()` does not go through a server, so the API tests' reads are all routed.
 */
export function serverAnsweringEarly(cache: () => PublicCache | undefined): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((req, res) => {
      if (!cache()?.answerEarly(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}
