import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { TEST_DATABASE_URL } from '../test/postgres.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;

const ACQUIRE_MS = 500;

describe.skipIf(!inject('postgres'))('every pooled connection held by a lock [postgres]', () => {
  let t: Started;
  let locker: pg.Client | undefined;

  beforeAll(async () => {
    t = await startTestApp('postgres', { DB_POOL_MAX: '4', DB_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_MS) });
  });
  afterAll(async () => {
    await locker?.end();
    await t?.stop();
  });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const started = performance.now();
    const headers = url.includes('/admin') ? { authorization: await t.auth() } : {};
    const res = await t.app.inject({ method, url, payload, headers });
    return { res, ms: performance.now() - started };
  };

  // Another session (a long migration, an operator's psql) locks the menu: the statements that
  // reach it wait, each holding a connection, and the requests behind them wait for one.
  it('answers 503 within DB_ACQUIRE_TIMEOUT_MS per wait, never waiting for the lock, and then 200 again', async () => {
    await call('POST', '/api/menu/admin', { label: 'Rentals', url: '/rentals' });
    expect((await call('GET', '/api/menu')).res.statusCode).toBe(200);
    expect((await call('GET', '/api/blog')).res.statusCode).toBe(200);
    await call('POST', '/api/menu/admin', { label: 'Sales', url: '/sales' });

    locker = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${t.config.databaseSchema}.menu_items in access exclusive mode`);
    const started = performance.now();
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => call('GET', '/api/menu/admin')),
      ...Array.from({ length: 5 }, (_, i) =>
        call('POST', '/api/menu/admin', { label: `L${i}`, url: `/l${i}` }),
      ),
    ]);
    const publicReads = [await call('GET', '/api/menu'), await call('GET', '/api/blog')];
    const took = performance.now() - started;
    await locker.query('rollback');

    for (const { res, ms } of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: 'The database is unavailable, try again shortly',
        code: 'unavailable',
      });
      // A session check, a statement, and a wait for a connection before each.
      expect(ms).toBeLessThan(4 * ACQUIRE_MS + 1000);
    }
    // The menu's rebuild met the lock too: the body the last write dropped answers, stale.
    expect(publicReads.map(({ res }) => [res.statusCode, res.headers.warning])).toEqual([
      [200, '110 - "Response is Stale"'],
      [200, undefined],
    ]);
    expect(publicReads[0]?.res.json().map((m: { label: string }) => m.label)).toEqual(['Rentals']);
    expect(took).toBeLessThan(4 * ACQUIRE_MS + 2000);

    const after = await call('GET', '/api/menu/admin');
    expect(after.res.statusCode).toBe(200);
    expect(after.res.json().map((m: { label: string }) => m.label)).toEqual(['Rentals', 'Sales']);
    expect((await call('GET', '/api/menu')).res.headers.warning).toBeUndefined();
    expect((await call('GET', '/api/health')).res.statusCode).toBe(200);
  });
});
