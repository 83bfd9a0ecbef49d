import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { TEST_DATABASE_URL, withApplicationName, withPgClient } from '../test/postgres.js';
import { startTcpProxy } from '../test/tcp-proxy.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;

describe.skipIf(!inject('postgres'))('PostgreSQL connection lost and back [postgres]', () => {
  const appName = `lo_fault_${randomBytes(4).toString('hex')}`;
  let t: Started;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(withApplicationName(TEST_DATABASE_URL, appName));
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await startTestApp('postgres', { DATABASE_URL: viaProxy.toString() });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await t?.stop();
    await proxy?.close();
  });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });

  const expectUnavailable = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'unavailable' });
  };

  it('answers 503 { error } while the database is unreachable and recovers by itself', async () => {
    await t.auth();
    expect((await call('GET', '/api/menu/admin')).statusCode).toBe(200);
    await proxy.cut();
    const started = Date.now();
    expectUnavailable(await call('GET', '/api/menu/admin'));
    expectUnavailable(await call('POST', '/api/menu/admin', { label: 'Lost', url: '/lost' }));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', db: 'down' });
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.restore();
    const res = await call('POST', '/api/menu/admin', { label: 'Back', url: '/back' });
    expect(res.statusCode).toBe(200);
    const labels = (await call('GET', '/api/menu/admin')).json().map((m: { label: string }) => m.label);
    expect(labels).toEqual(['Back']);
  });

  it('leaves nothing half written when its connections are terminated during writes', async () => {
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let unavailable = 0;
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; i < 30; i++) {
        const label = `w${w}-${i}`;
        const res = await call('POST', '/api/menu/admin', { label, url: `/${label}` });
        statuses.add(res.statusCode);
        if (res.statusCode === 200) acknowledged.push(label);
        else {
          expectUnavailable(res);
          unavailable++;
        }
      }
    };
    const terminator = async () => {
      while (writing) {
        await withPgClient((c) =>
          c.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
            appName,
          ]),
        );
        await new Promise((r) => setTimeout(r, 30));
      }
    };
    const terminating = terminator();
    await Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
    writing = false;
    await terminating;

    expect([...statuses].sort()).toEqual(unavailable ? [200, 503] : [200]);
    const res = await call('GET', '/api/menu/admin');
    expect(res.statusCode).toBe(200);
    const labels = new Set(res.json().map((m: { label: string }) => m.label));
    expect(acknowledged.filter((l) => !labels.has(l))).toEqual([]);
    const logged = await t.app.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('resource', '=', 'menu')
      .where('action', '=', 'create')
      .executeTakeFirstOrThrow();
    // 'Back' from the test above, then each created item with its own activity entry.
    expect(Number(logged.n)).toBe(labels.size);
  });
});
