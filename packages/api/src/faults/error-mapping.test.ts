import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { createTestDatabase } from '../test/pg-database.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;
interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url?: string };
  scope?: string;
  fault?: string;
  err?: { stack?: string };
}
const WARN = 40;
const INFO = 30;

/** An app whose log lines are kept for the test to read. */
async function appWithLog(dialect: 'sqlite' | 'postgres', env: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const started = await startTestApp(
    dialect,
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  );
  return { ...started, lines };
}

describe.skipIf(!inject('postgres'))('PostgreSQL refusing connections [postgres]', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: Started & { lines: LogLine[] };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Its own database, in its public schema.
    t = await appWithLog('postgres', { DATABASE_URL: database.url, DATABASE_SCHEMA: '' });
  });
  afterAll(async () => {
    await t?.stop();
    await database?.drop();
  });

  it('answers 503 with Retry-After: 5, says degraded, logs one warning and one info line', async () => {
    const authorization = await t.auth();
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization } });
    expect((await call('GET', '/api/menu/admin')).statusCode).toBe(200);

    await database.refuseConnections();
    const answers = [
      await call('GET', '/api/menu/admin'),
      await call('POST', '/api/menu/admin', { label: 'Lost', url: '/lost' }),
      ...(await Promise.all(Array.from({ length: 20 }, () => call('GET', '/api/blog/admin')))),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: 'The database is unavailable, try again shortly',
        code: 'unavailable',
      });
    }
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', db: 'down' });
    expect((await t.app.inject({ url: '/api/health/live' })).json()).toEqual({ status: 'live' });

    await database.allowConnections();
    const backBy = Date.now() + 5_000;
    let back = await call('GET', '/api/menu/admin');
    while (back.statusCode !== 200 && Date.now() < backBy) {
      await new Promise((r) => setTimeout(r, 100));
      back = await call('GET', '/api/menu/admin');
    }
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    const faultLines = t.lines.filter((l) => l.scope === 'database');
    expect(faultLines.filter((l) => l.level === WARN && l.fault === 'down')).toHaveLength(1);
    expect(faultLines.filter((l) => l.level === INFO && l.msg === 'database down: recovered')).toHaveLength(
      1,
    );
    // No stack per request, and never "unhandled".
    expect(t.lines.filter((l) => l.err?.stack || l.level >= 50)).toEqual([]);
  });
});

describe('a client that hangs up mid-upload [sqlite]', () => {
  let t: Started & { lines: LogLine[] };
  beforeAll(async () => {
    t = await appWithLog('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.stop());

  it('is logged as the client leaving, not as a database fault', async () => {
    const authorization = await t.auth();
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'x-boundary';
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.write(
      `POST /api/upload/blog HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    socket.write(Buffer.alloc(64 * 1024, 1));
    await new Promise((r) => setTimeout(r, 200));
    socket.resetAndDestroy();
    // The request ends on the server's side once it sees the reset: wait for its last line.
    const upload = () =>
      t.lines.find((l) => l.msg === 'incoming request' && l.req?.url === '/api/upload/blog');
    const ended = () =>
      t.lines.some(
        (l) => l.reqId !== undefined && l.reqId === upload()?.reqId && l.msg !== 'incoming request',
      );
    const until = Date.now() + 10_000;
    while (!ended() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(ended()).toBe(true);
    expect(t.lines.filter((l) => l.scope === 'database' || /database/i.test(l.msg))).toEqual([]);
    // (A fresh clone has no admin build yet, which the static plugin warns about at start.)
    expect(t.lines.filter((l) => l.level >= WARN && l.reqId === upload()?.reqId)).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
