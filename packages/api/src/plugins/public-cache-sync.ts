import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;

/** One channel per schema, so apps on other schemas of the same database never wake each other. */
export function cacheChannel(schema: string | undefined) {
  return schema ? `land_office_cache_${schema}` : 'land_office_cache';
}

/**
 * Keeps every instance's public cache fresh on PostgreSQL: each local invalidation is announced
 * with NOTIFY (payload: this instance's id) and every other instance, LISTENing on a dedicated
 * connection, drops its cache. A lost listening connection is reopened with backoff, and the
 * cache is dropped on every (re)connect, since notifications sent meanwhile were missed.
 */
async function publicCacheSync(app: FastifyInstance) {
  const pool = app.pgPool;
  if (app.dialect !== 'postgres' || !pool) return;
  const instanceId = randomUUID();
  const channel = cacheChannel(app.config.databaseSchema);
  const cache = app.publicCache;
  /** The listening connection, from the moment it starts connecting until it is lost. */
  let current: pg.Client | undefined;
  let closing = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async () => {
    retryTimer = undefined;
    const client = new pg.Client(pool.options);
    current = client;
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== instanceId) cache.invalidateLocal();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (err) {
      if (!closing) app.log.warn({ err }, 'public cache: LISTEN failed, retrying');
      lose(client);
      return;
    }
    if (current !== client) return;
    retryMs = RETRY_MIN_MS;
    cache.invalidateLocal();
  };

  const lose = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closing) return;
    app.log.warn('public cache: no LISTEN connection, reconnecting');
    retryTimer = setTimeout(listen, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  // Announcements are coalesced: while one NOTIFY is on its way, further writes need one more, not many.
  let sending = false;
  let again = false;
  const announce = async () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        await pool.query('SELECT pg_notify($1, $2)', [channel, instanceId]);
      } while (again && !closing);
    } catch (err) {
      app.log.warn({ err }, 'public cache: NOTIFY failed; other instances may serve stale reads');
    } finally {
      sending = false;
    }
  };
  cache.onInvalidate(() => void announce());

  app.addHook('onClose', async () => {
    closing = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  });

  await listen();
}

export default fp(publicCacheSync, { name: 'public-cache-sync', dependencies: ['db', 'public-cache'] });
