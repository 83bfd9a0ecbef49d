import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/pg-database.js';
import { TEST_DATABASE_URL } from '../test/postgres.js';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';

const POOL_MAX = 4;
const PUBLIC_READS = ['/api/menu', '/api/blog', '/api/service', '/api/hero', '/api/banner', '/api/support'];

interface Answer {
  status: number;
  retryAfter?: string;
  body: string;
}

describe.skipIf(!inject('postgres'))('1,000 admin and 1,000 public reads at once [postgres]', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess;
  // One socket per request, as 2,000 clients would open.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

  beforeAll(async () => {
    buildApi();
    database = await createTestDatabase();
    server = await startTestServer({ env: { DATABASE_URL: database.url, DB_POOL_MAX: String(POOL_MAX) } });
  }, 60_000);
  afterAll(async () => {
    agent.destroy();
    await server?.stop();
    await database?.drop();
  });

  const get = (path: string, headers: http.OutgoingHttpHeaders = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { agent, headers }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }),
          );
        })
        .on('error', reject);
    });

  it('answers each 200 or 503, never 500, within DB_POOL_MAX connections and 300 MB, then normally', async () => {
    const authorization = await signIn(server.url);
    for (let i = 0; i < 20; i++)
      await fetch(`${server.url}/api/menu/admin`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ label: `Parcel ${i}`, url: `/parcel-${i}` }),
      });

    // What the operator would watch: the process's memory, and its sessions in pg_stat_activity.
    let peakRss = 0;
    let peakConnections = 0;
    const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, server.rssBytes() ?? 0)), 10);
    const watcher = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await watcher.connect();
    let bursting = true;
    const watching = (async () => {
      while (bursting) {
        const { rows } = await watcher.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [database.name],
        );
        peakConnections = Math.max(peakConnections, rows[0].n);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const answers = await Promise.all([
      ...Array.from({ length: 1000 }, () => get('/api/menu/admin', { authorization })),
      ...Array.from({ length: 1000 }, (_, i) => get(PUBLIC_READS[i % PUBLIC_READS.length] as string)),
    ]);
    bursting = false;
    await watching;
    await watcher.end();
    clearInterval(rssTimer);

    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    expect(Object.keys(counts).filter((status) => status !== '200' && status !== '503')).toEqual([]);
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect(answer.retryAfter).toBe('5');
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String), code: 'unavailable' });
    }
    expect(peakRss).toBeLessThan(300 * 1024 * 1024);
    // The pool, and the connection that listens for the other instances' cache drops.
    expect(peakConnections).toBeLessThanOrEqual(POOL_MAX + 1);
    console.info(
      `burst: ${JSON.stringify(counts)}, RSS peak ${Math.round(peakRss / 1e6)} MB, ${peakConnections} sessions`,
    );

    await new Promise((r) => setTimeout(r, 1000));
    const started = performance.now();
    const after = await Promise.all([
      get('/api/menu/admin', { authorization }),
      ...PUBLIC_READS.map((path) => get(path)),
      get('/api/health'),
    ]);
    expect(after.map((a) => a.status)).toEqual(after.map(() => 200));
    expect(JSON.parse(after[0]?.body ?? '')).toHaveLength(20);
    expect(performance.now() - started).toBeLessThan(1000);
  }, 60_000);
});
