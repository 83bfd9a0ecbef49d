import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type Entry, JSON_TYPE, sendEntry, variant } from './cached-body.js';
import { recordFault } from './errors.js';
import { LeastRecentlyUsedOut, type Sized } from './public-cache-store.js';

/**
 * A public body a write dropped, kept aside under `KEPT` + its key (a scope no write names): while
 * its rebuild cannot reach the database it still answers, for `staleMs` after the drop.
 */
interface Kept extends Sized {
  entry: Entry;
  droppedAt: number;
}
const KEPT = 'kept-aside:';
const STALE_WARNING = '110 - "Response is Stale"';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESS_FROM_BYTES = 1024;
const BROTLI_FROM_BYTES = 16 * 1024;
/** What an entry costs beyond its bodies: headers, ETags, key, map slot (an estimate). */
const ENTRY_OVERHEAD_BYTES = 1024;

export interface ReplyOptions {
  /**
   * An admin read behind the token (the route checks it first): cached and invalidated alike, but
   * marked `private, no-cache` so no shared cache keeps it.
   */
  private?: boolean;
  /**
   * The body's media type when it is not JSON (`application/rss+xml; charset=utf-8`…): `load`
   * then resolves to the body itself, a string or bytes, kept and sent as they are.
   */
  contentType?: string;
  /**
   * Scopes besides the key's own (its first segment) that the body reads: a write to any of them
   * drops it too, on this instance and on the others (they get the same scope names).
   */
  dependsOn?: Scopes;
  /**
   * Headers sent with the body besides the usual ones (a page's Content-Security-Policy, Vary);
   * a function is called once the body is loaded (a policy that depends on what it read).
   */
  headers?: Record<string, string> | (() => Record<string, string>);
}

/**
 * Given to a body's `load`: the instant (`app.clock()` milliseconds) the body stops being true
 * without any write, if it has one (the next scheduled boundary of what it shows). Called more
 * than once, the earliest wins; null or undefined say "none".
 */
export type ExpiresAt = (at: number | null | undefined) => void;

export interface PublicCache {
  /**
   * Answers a public read from memory: the body is built once by `load` (and compressed once) and
   * kept until the next write; a client gets the brotli bytes when it accepts br and they are
   * made, else the gzip bytes when it accepts gzip, else the plain body (JSON unless the route
   * names its own `contentType`); a matching If-None-Match gets 304 without a body.
   *
   * A hit is sent at once with `reply.send` of the stored bytes and the headers built once per
   * body, and this returns undefined; every hook runs for it as for any answer (the security
   * headers are added by their onSend hook, never stored here). A miss returns a promise that
   * settles once the answer is sent, or rejects with `load`'s error before anything is sent
   * (Fastify's error handler answers it). Return the result from the handler. When `load`
   * fails with a temporary fault (the database down) and a write dropped this public body less
   * than `staleMs` ago, that body answers instead (200, `Warning: 110`): stale-if-error.
   *
   * `key` names what the body depends on: the route, its params, and the query parameters the
   * route reads; never the URL itself, so a query parameter the route ignores makes no new entry
   * (any client can send endless ones). Entries are kept up to `maxBytes` of bodies, least
   * recently used out first.
   *
   * A body that changes at a known instant with no write (scheduled content) says when through
   * `expiresAt`: read at or past that instant it is built again, on every instance alike, since
   * each reads the same instants from the database and compares them with its own clock.
   */
  reply(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: (expiresAt: ExpiresAt) => Promise<unknown>,
    options?: ReplyOptions,
  ): Promise<void> | undefined;
  /**
   * Drops the cached bodies of these scopes, or every one without scopes (called after a
   * successful write), and tells the listeners.
   */
  invalidate(scopes?: Scopes): void;
  /** The same, because another instance wrote; tells no one. */
  invalidateLocal(scopes?: Scopes): void;
  /** Listeners run on every invalidation (e.g. to tell other instances). */
  onInvalidate(listener: (scopes?: Scopes) => void): void;
}

/**
 * Scopes of the cache: a key's scope is its first segment, up to a `/` or `:` (`blog` for
 * `blog/slug/x`, `settings` for `settings:site`); a reply may name more that its body reads
 * (`dependsOn`).
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

/** A body a route built itself (`contentType` given): a string or bytes, sent as they are. */
function rawBody(loaded: unknown): Buffer {
  if (typeof loaded === 'string') return Buffer.from(loaded);
  if (Buffer.isBuffer(loaded)) return loaded;
  throw new TypeError('a cached body with its own content type must load to a string or a Buffer');
}

export interface PublicCacheOptions {
  /**
   * Bytes of cached bodies (every encoding counted) kept at most, 32 MB unless told
   * (`PUBLIC_CACHE_MB`). Bodies kept aside after a write count within it.
   */
  maxBytes?: number;
  /**
   * How long a public body a write dropped may still answer while the database is down
   * (`PUBLIC_STALE_SECONDS`; 0: never).
   */
  staleMs?: number;
}

async function publicCachePlugin(
  app: FastifyInstance,
  { maxBytes = 32 * 1024 * 1024, staleMs = 0 }: PublicCacheOptions,
) {
  // Entries under their keys; under KEPT + key, what a write set aside (`Kept`), never read by a hit.
  const entries = new LeastRecentlyUsedOut<Entry | Kept>(maxBytes);
  /**
   * Builds under way, so concurrent readers of a key share one; a write lets later readers start
   * anew. Each with the scopes its route says it depends on beyond its key's.
   */
  const pending = new Map<string, { built: Promise<Entry>; dependsOn: Scopes | undefined }>();
  const listeners: Array<(scopes?: Scopes) => void> = [];
  // A build records these before it loads, and keeps its result only if no invalidation that
  // covers its key came meanwhile.
  let generation = 0;
  const scopeGenerations = new Map<string, number>();
  const stamp = (scopes: Scopes) =>
    `${generation}:${scopes.map((scope) => scopeGenerations.get(scope) ?? 0).join(',')}`;
  /** Whether dropping `scopes` drops the body of `key` (which may read `dependsOn` too). */
  const covers = (scopes: Scopes, key: string, dependsOn: Scopes | undefined) =>
    scopes.includes(scopeOf(key)) || (dependsOn?.some((scope) => scopes.includes(scope)) ?? false);

  const build = async (
    key: string,
    load: (expiresAt: ExpiresAt) => Promise<unknown>,
    options: ReplyOptions,
  ): Promise<Entry> => {
    const scopes = [scopeOf(key), ...(options.dependsOn ?? [])];
    const started = stamp(scopes);
    const cacheControl = options.private ? 'private, no-cache' : 'public, max-age=0, must-revalidate';
    const contentType = options.contentType ?? JSON_TYPE;
    let expiresAt: number | undefined;
    const loaded = await load((at) => {
      if (typeof at === 'number' && (expiresAt === undefined || at < expiresAt)) expiresAt = at;
    });
    const body = options.contentType ? rawBody(loaded) : Buffer.from(JSON.stringify(loaded));
    const hash = createHash('sha1').update(body).digest('base64url');
    const extra = typeof options.headers === 'function' ? options.headers() : options.headers;
    const entry: Entry = {
      identity: variant(body, `"${hash}"`, cacheControl, contentType, undefined, extra),
      bytes: ENTRY_OVERHEAD_BYTES + body.length,
      lastUsed: 0,
    };
    if (expiresAt !== undefined) entry.expiresAt = expiresAt;
    if (options.dependsOn?.length) entry.dependsOn = options.dependsOn;
    if (body.length >= COMPRESS_FROM_BYTES) {
      entry.gzip = variant(await gzipAsync(body), `"${hash}-gzip"`, cacheControl, contentType, 'gzip', extra);
      entry.bytes += entry.gzip.body.length;
    }
    // A write that landed while this body was being built makes it stale, and a body larger than
    // the whole cache does not fit: serve it once, keep nothing.
    if (started !== stamp(scopes) || !entries.set(key, entry)) return entry;
    entries.delete(KEPT + key);
    if (body.length >= BROTLI_FROM_BYTES) {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      brotliAsync(body, { params }).then(
        (br) => {
          // Kept only while its entry is, and only if the three encodings fit together.
          if (entries.grow(key, entry, br.length))
            entry.br = variant(br, `"${hash}-br"`, cacheControl, contentType, 'br', extra);
        },
        (err) => app.log.warn({ err, key }, 'brotli compression failed; gzip is served'),
      );
    }
    return entry;
  };

  const setAside = (key: string) => {
    if (staleMs === 0) return entries.delete(key);
    const droppedAt = app.clock();
    entries.move(key, KEPT + key, (entry) => ({
      entry: entry as Entry,
      droppedAt,
      bytes: entry.bytes,
      lastUsed: 0,
    }));
  };
  /** A public read whose rebuild failed: what a write set aside answers, if recent and the error a fault. */
  const answerStale = async (req: FastifyRequest, reply: FastifyReply, key: string, err: unknown) => {
    const kept = entries.get(KEPT + key) as Kept | undefined;
    if (!kept || app.clock() - kept.droppedAt >= staleMs || !recordFault(app, err)) throw err;
    await sendEntry(req, reply.header('warning', STALE_WARNING), kept.entry);
  };
  /**
   * The live entry of `key`, unless its instant has come: then it is set aside as a write would
   * set it aside (it may still answer while the database is down) and undefined is answered.
   */
  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key) as Entry | undefined;
    if (entry?.expiresAt === undefined || app.clock() < entry.expiresAt) return entry;
    setAside(key);
    return undefined;
  };
  const cache: PublicCache = {
    reply(req, reply, key, load, options = {}) {
      const entry = current(key);
      if (entry) {
        sendEntry(req, reply, entry);
        return undefined;
      }
      let inflight = pending.get(key)?.built;
      if (!inflight) {
        const started = build(key, load, options).finally(() => {
          if (pending.get(key)?.built === started) pending.delete(key);
        });
        inflight = started;
        pending.set(key, { built: started, dependsOn: options.dependsOn });
      }
      return inflight.then(
        async (built) => {
          await sendEntry(req, reply, built);
        },
        (err) => (options.private ? Promise.reject(err) : answerStale(req, reply, key, err)),
      );
    },
    invalidateLocal(scopes) {
      // A build under way read the data before this write: readers from now on start their own.
      // The bodies themselves are set aside, to answer while the database cannot.
      if (!scopes) {
        generation++;
        for (const key of [...entries.keys()]) if (!key.startsWith(KEPT)) setAside(key);
        pending.clear();
        return;
      }
      if (scopes.length === 0) return;
      for (const scope of scopes) scopeGenerations.set(scope, (scopeGenerations.get(scope) ?? 0) + 1);
      for (const key of [...entries.keys()])
        if (!key.startsWith(KEPT) && covers(scopes, key, (entries.peek(key) as Entry).dependsOn))
          setAside(key);
      for (const [key, build] of pending) if (covers(scopes, key, build.dependsOn)) pending.delete(key);
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
