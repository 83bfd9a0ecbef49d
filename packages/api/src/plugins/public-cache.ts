import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  /** The JSON as bytes, encoded once instead of on every answer. */
  body: Buffer;
  etag: string;
  /** The same body gzipped once (only worth it past a kilobyte), with its own ETag. */
  gzip?: { body: Buffer; etag: string };
}

const gzipAsync = promisify(gzip);
const GZIP_FROM_BYTES = 1024;

/** Whether Accept-Encoding allows gzip (named or `*`, without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
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
   * Answers a public read from memory: the body is built once by `load` (and gzipped once) and
   * kept until the next write; a client that accepts gzip gets the gzipped bytes; a matching
   * If-None-Match gets 304 without a body.
   *
   * Resolves once the answer is sent (Fastify's "await reply" rule): a handler that returns this
   * promise ends after the send, so Fastify never tries to send a second time.
   */
  reply(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    options?: ReplyOptions,
  ): Promise<void>;
  /** Drops every cached body (called after any successful write) and tells the listeners. */
  invalidate(): void;
  /** Drops every cached body because another instance wrote; tells no one. */
  invalidateLocal(): void;
  /** Listeners run on every invalidation (e.g. to tell other instances). */
  onInvalidate(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function publicCachePlugin(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  const listeners: Array<() => void> = [];
  let generation = 0;

  const build = async (key: string, load: () => Promise<unknown>): Promise<Entry> => {
    const started = generation;
    const body = Buffer.from(JSON.stringify(await load()));
    const hash = createHash('sha1').update(body).digest('base64url');
    const entry: Entry = { body, etag: `"${hash}"` };
    if (body.length >= GZIP_FROM_BYTES) entry.gzip = { body: await gzipAsync(body), etag: `"${hash}-gzip"` };
    // A write that landed while this body was being built makes it stale: serve it once, keep nothing.
    if (started === generation) entries.set(key, entry);
    return entry;
  };

  const cache: PublicCache = {
    async reply(req, reply, key, load, options = {}) {
      let entry = entries.get(key);
      if (!entry) {
        let inflight = pending.get(key);
        if (!inflight) {
          inflight = build(key, load).finally(() => pending.delete(key));
          pending.set(key, inflight);
        }
        entry = await inflight;
      }
      const variant = entry.gzip && acceptsGzip(req.headers['accept-encoding']) ? entry.gzip : undefined;
      reply
        .header('etag', (variant ?? entry).etag)
        .header('cache-control', options.private ? 'private, no-cache' : 'public, max-age=0, must-revalidate')
        .header('vary', 'accept-encoding');
      if (matches(req.headers['if-none-match'], (variant ?? entry).etag)) reply.code(304).send();
      else {
        if (variant) reply.header('content-encoding', 'gzip');
        reply.type('application/json; charset=utf-8').send((variant ?? entry).body);
      }
      await reply;
    },
    invalidateLocal() {
      generation++;
      entries.clear();
    },
    invalidate() {
      cache.invalidateLocal();
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
  };
  app.decorate('publicCache', cache);

  // Any successful write may change what the public reads show: drop the cache before answering,
  // so the writer's next read already sees its change.
  app.addHook('onSend', async (req, reply, payload) => {
    if (WRITE_METHODS.has(req.method) && reply.statusCode < 400) cache.invalidate();
    return payload;
  });
}

export default fp(publicCachePlugin, { name: 'public-cache' });
