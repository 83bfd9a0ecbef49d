import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { TEST_DATABASE_URL } from '../test/postgres.js';
import { startTcpProxy } from '../test/tcp-proxy.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;

const ACQUIRE_MS = 500;
/** How long past its statement timeout the app stops waiting for a server (db/postgres-pool.ts). */
const UNANSWERED_AFTER_MS = 10_000;

describe.skipIf(!inject('postgres'))('PostgreSQL vanished mid-connection [postgres]', () => {
  let t: Started;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(TEST_DATABASE_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // One pooled connection, so the request after the lost one cannot pick another lost one.
    t = await startTestApp('postgres', {
      DATABASE_URL: viaProxy.toString(),
      DB_POOL_MAX: '1',
      DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS),
    });
  });
  afterAll(async () => {
    // The frozen connections first: closing one politely would wait for an answer forever.
    await proxy?.close();
    await t?.stop();
  });

  const timedGet = async (url: string) => {
    const started = performance.now();
    const res = await t.app.inject({ url, headers: { authorization: await t.auth() } });
    return { res, ms: performance.now() - started };
  };

  it('answers 503 once its statement goes unanswered, then works on a new connection', async () => {
    expect((await timedGet('/api/menu/admin')).res.statusCode).toBe(200);
    proxy.freeze();

    const lost = await timedGet('/api/menu/admin');
    expect(lost.res.statusCode).toBe(503);
    expect(lost.res.json()).toEqual({
      error: 'The database is unavailable, try again shortly',
      code: 'unavailable',
    });
    expect(lost.ms).toBeGreaterThanOrEqual(ACQUIRE_MS + UNANSWERED_AFTER_MS - 50);
    expect(lost.ms).toBeLessThan(ACQUIRE_MS + UNANSWERED_AFTER_MS + 2000);

    // The lost connection was closed, not pooled again: the next request opens a new one.
    const next = await timedGet('/api/menu/admin');
    expect(next.res.statusCode).toBe(200);
    expect(next.ms).toBeLessThan(1000);
  }, 30_000);
});
