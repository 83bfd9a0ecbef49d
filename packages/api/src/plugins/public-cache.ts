import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  body: string;
  etag: string;
}

export interface PublicCache {
  /**
   * Answers a public read from memory: the body is built once by `load` and kept until the next
   * write; a matching If-None-Match gets 304 without a body.
   */
  reply(req: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>): Promise<void>;
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
    const body = JSON.stringify(await load());
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    // A write that landed while this body was being built makes it stale: serve it once, keep nothing.
    if (started === generation) entries.set(key, entry);
    return entry;
  };

  const cache: PublicCache = {
    async reply(req, reply, key, load) {
      let entry = entries.get(key);
      if (!entry) {
        let inflight = pending.get(key);
        if (!inflight) {
          inflight = build(key, load).finally(() => pending.delete(key));
          pending.set(key, inflight);
        }
        entry = await inflight;
      }
      reply.header('etag', entry.etag).header('cache-control', 'public, max-age=0, must-revalidate');
      if (req.headers['if-none-match'] === entry.etag) {
        reply.code(304).send();
        return;
      }
      reply
        .type('application/json; charset=utf-8')
        .serializer((x: unknown) => x as string)
        .send(entry.body);
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
