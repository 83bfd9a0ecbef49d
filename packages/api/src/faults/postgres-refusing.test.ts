import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { createTestDatabase } from '../test/pg-database.js';
import { retryUntil } from '../test/retry-until.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;
interface LogLine {
  level: number;
  msg: string;
  scope?: string;
  fault?: string;
}
interface Answer {
  status: number;
  retryAfter: string | null;
  warning: string | null;
  body: unknown;
  ms: number;
}

const UNAVAILABLE = { error: 'The database is unavailable, try again shortly' };
const STALE_SECONDS = 300; // PUBLIC_STALE_SECONDS's default

// Over a real socket, as clients send them.
describe.skipIf(!inject('postgres'))('PostgreSQL refusing connections [postgres]', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: Started;
  let base = '';
  let authorization = '';
  let clockOffsetMs = 0;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(
      'postgres',
      { DATABASE_URL: database.url, DATABASE_SCHEMA: '', LOG_LEVEL: 'info' },
      { clock: () => Date.now() + clockOffsetMs, logStream: { write: (l) => lines.push(JSON.parse(l)) } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    authorization = await t.auth();
  });
  afterAll(async () => {
    await t?.stop();
    await database?.drop();
  });

  const call = async (method: string, path: string, body?: object): Promise<Answer> => {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: path.includes('/admin') ? { authorization, 'content-type': 'application/json' } : {},
      body: body && JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      warning: res.headers.get('warning'),
      body: text ? JSON.parse(text) : undefined,
      ms: performance.now() - started,
    };
  };
  const labels = (answer: Answer) => (answer.body as Array<{ label: string }>).map((m) => m.label);
  const addMenu = async (label: string) =>
    expect((await call('POST', '/api/menu/admin', { label, url: `/${label.toLowerCase()}` })).status).toBe(
      200,
    );

  it('answers admin reads and writes 503 within 2 s, public reads from the cache, and recovers by itself', async () => {
    await addMenu('Rentals');
    expect(labels(await call('GET', '/api/menu'))).toEqual(['Rentals']);
    expect(labels(await call('GET', '/api/menu'))).toEqual(['Rentals']);
    // The database up, a write shows at once, whatever was cached.
    await addMenu('Sales');
    expect(labels(await call('GET', '/api/menu'))).toEqual(['Rentals', 'Sales']);
    expect((await call('GET', '/api/blog')).status).toBe(200);
    // This write drops the cached menu just before the outage.
    await addMenu('Leases');

    await database.refuseConnections();
    const unavailable = [
      await call('GET', '/api/menu/admin'),
      await call('POST', '/api/menu/admin', { label: 'Lost', url: '/lost' }),
      ...(await Promise.all(Array.from({ length: 20 }, () => call('GET', '/api/menu/admin')))),
      await call('GET', '/api/support'), // a public read never cached: nothing to answer with
    ];
    for (const answer of unavailable) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5', body: UNAVAILABLE });
      expect(answer.ms).toBeLessThan(2000);
    }
    // The menu as it was before the write, marked stale; the blog list as cached.
    const stale = await call('GET', '/api/menu');
    expect(stale).toMatchObject({ status: 200, warning: '110 - "Response is Stale"' });
    expect(labels(stale)).toEqual(['Rentals', 'Sales']);
    expect(await call('GET', '/api/blog')).toMatchObject({ status: 200, body: [], warning: null });
    expect(await call('GET', '/api/health')).toMatchObject({
      status: 503,
      body: { status: 'degraded', db: 'down' },
    });
    expect((await call('GET', '/api/health/live')).status).toBe(200);

    clockOffsetMs = (STALE_SECONDS - 2) * 1000;
    expect((await call('GET', '/api/menu')).status).toBe(200);
    clockOffsetMs = STALE_SECONDS * 1000;
    expect(await call('GET', '/api/menu')).toMatchObject({ status: 503, body: UNAVAILABLE });

    await database.allowConnections();
    const back = await retryUntil(
      () => call('GET', '/api/menu/admin'),
      (a) => a.status === 200,
      5000,
      100,
    );
    expect(labels(back)).toEqual(['Rentals', 'Sales', 'Leases']);
    await addMenu('Plots');
    expect(await call('GET', '/api/menu')).toMatchObject({ status: 200, warning: null });
    expect(labels(await call('GET', '/api/menu'))).toEqual(['Rentals', 'Sales', 'Leases', 'Plots']);
    expect((await call('GET', '/api/support')).status).toBe(200);
    expect((await call('GET', '/api/health')).status).toBe(200);

    const faults = lines.filter((l) => l.scope === 'database');
    expect(faults.map((l) => [l.level, l.msg.split(':')[0]])).toEqual([
      [40, 'database down'],
      [30, 'database down'],
    ]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
