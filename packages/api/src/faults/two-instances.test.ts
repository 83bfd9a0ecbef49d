import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Health, ScrapeProgress, ScrapeRun } from '@land-office/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../test-servers/static-server.js';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { scraperRepository } from '../modules/land-scraper/repository.js';
import { TEST_ADMIN } from '../test/app.js';
import { TEST_DATABASE_URL, withPgClient } from '../test/postgres.js';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';

const INTERVAL_S = 1;
/** Where a scheduled run fails at once without leaving the machine (and without new results). */
const CLOSED_PORT_URL = 'http://127.0.0.1:9/acatech/index.html';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns something truthy; the answer and how long that took. */
async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    if (value) return { value, ms: performance.now() - started };
    if (performance.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

describe.skipIf(!inject('postgres'))(
  'two server processes on one database and one DATA_DIR [postgres]',
  () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'land-office-scale-'));
    let fixtures: StaticServer;
    let a: ServerProcess;
    let b: ServerProcess;
    let auth: string;

    const call = (server: ServerProcess, method: string, path: string, body?: unknown, headers = {}) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: auth,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    /** Reads the server's progress stream (Server-Sent Events) until an event matches. */
    const firstProgress = async (
      server: ServerProcess,
      match: (p: ScrapeProgress) => boolean,
      timeoutMs: number,
    ) => {
      const abort = AbortSignal.timeout(timeoutMs);
      const res = await fetch(`${server.url}/api/land-scraper/progress`, {
        headers: { authorization: auth },
        signal: abort,
      });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = (res.body as ReadableStream<BufferSource>)
        .pipeThrough(new TextDecoderStream())
        .getReader();
      let buffered = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) throw new Error('the progress stream ended');
          buffered += value;
          for (const line of buffered.split('\n')) {
            if (!line.startsWith('data: ')) continue;
            const progress = JSON.parse(line.slice(6)) as ScrapeProgress;
            if (match(progress)) return progress;
          }
          buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
        }
      } finally {
        await reader.cancel().catch(() => {});
      }
    };
    const health = async (server: ServerProcess) =>
      (await (await fetch(`${server.url}/api/health`)).json()) as Health;

    beforeAll(async () => {
      buildApi();
      fixtures = await serveFolder(LAND_FIXTURES, { delayMs: 150 });
      await withPgClient((c) => c.query(`create schema ${schema}`));
      // Migrated and pointed at a closed loopback port before the servers start: the scheduler's
      // first runs never leave the machine and, failing, never refresh a cache by themselves.
      const seed = createDb({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, dataDir });
      await migrateToLatest(seed.db);
      await scraperRepository(seed.db).saveConfig(seed.db, {
        activeScraper: 'acatech',
        url: CLOSED_PORT_URL,
      });
      await seed.db.destroy();
      const env = {
        DATABASE_URL: TEST_DATABASE_URL,
        DATABASE_SCHEMA: schema,
        SCRAPER_INTERVAL_SECONDS: String(INTERVAL_S),
      };
      // Generous: on a loaded machine a cold start can take many seconds.
      const start = () => startTestServer({ env, dataDir, timeoutMs: 90_000 });
      [a, b] = await Promise.all([start(), start()]);
      auth = await signIn(a.url);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
      await fixtures?.close();
      await withPgClient((c) => c.query(`drop schema if exists ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('are two instances, each naming itself in /api/health', async () => {
      const [ha, hb] = [await health(a), await health(b)];
      expect(ha).toMatchObject({ status: 'ok', db: 'postgres' });
      expect(hb).toMatchObject({ status: 'ok', db: 'postgres' });
      expect(ha.instance).toContain(String(a.process.pid));
      expect(hb.instance).toContain(String(b.process.pid));
    });

    it('accepts a token signed in on A at B, and refuses it on A once signed out on B', async () => {
      const token = await signIn(a.url);
      const me = await fetch(`${b.url}/api/admin/auth/me`, { headers: { authorization: token } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { admin: { username: string } }).admin.username).toBe(TEST_ADMIN.username);
      const out = await fetch(`${b.url}/api/admin/auth/logout`, {
        method: 'POST',
        headers: { authorization: token },
      });
      expect(out.status).toBe(200);
      expect((await fetch(`${a.url}/api/admin/auth/me`, { headers: { authorization: token } })).status).toBe(
        401,
      );
      expect((await call(a, 'GET', '/api/admin/auth/me')).status).toBe(200);
    });

    it("shows a post published on A in B's public blog within a second", async () => {
      const slugs = async () =>
        ((await (await fetch(`${b.url}/api/blog`)).json()) as { slug: string }[]).map((p) => p.slug);
      expect(await slugs()).toEqual([]); // B now holds the empty list in its cache
      expect(await slugs()).toEqual([]);
      const created = await call(a, 'POST', '/api/blog/admin', {
        title: 'Seen everywhere',
        slug: 'seen-everywhere',
        content: '<p>Two instances, one site.</p>',
        published: true,
      });
      expect(created.status).toBe(200);
      const { ms } = await until(async () => (await slugs()).includes('seen-everywhere'), 5_000);
      expect(ms).toBeLessThan(1_000);
    });

    it("follows banner changes made on B in A's public banners within a second", async () => {
      type Banner = { id: number; title: string | null };
      const titles = async () =>
        ((await (await fetch(`${a.url}/api/banner`)).json()) as Banner[]).map((x) => x.title);
      expect(await titles()).toEqual([]); // cached on A
      const created = await call(b, 'POST', '/api/banner/admin', {
        title: 'Spring sale',
        image_url: '/uploads/banners/spring.png',
        alt_text: 'Spring sale',
      });
      expect(created.status).toBe(200);
      const shown = await until(async () => (await titles()).includes('Spring sale'), 5_000);
      expect(shown.ms).toBeLessThan(1_000);
      const { banner } = (await created.json()) as { banner: Banner };
      expect((await call(b, 'PUT', `/api/banner/admin/${banner.id}`, { is_active: false })).status).toBe(200);
      const hidden = await until(async () => (await titles()).length === 0, 5_000);
      expect(hidden.ms).toBeLessThan(1_000);
    });

    it('serves an image uploaded through A from B', async () => {
      const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: 'teal' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'plot.png');
      const up = await fetch(`${a.url}/api/upload/blog`, {
        method: 'POST',
        headers: { authorization: auth },
        body: form,
      });
      expect(up.status).toBe(200);
      const { filePath } = (await up.json()) as { filePath: string };
      const fromA = await fetch(`${a.url}${filePath}`);
      const fromB = await fetch(`${b.url}${filePath}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    });

    it('throttles an account after failed sign-ins spread over A and B', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${(i % 2 ? b : a).url}/api/admin/auth/login`, {
          method: 'POST',
          // Each attempt from another address: only the count per account can stop them.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${i + 1}` },
          body: JSON.stringify({ username: TEST_ADMIN.username, password: `wrong-${i}` }),
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      for (const server of [a, b]) {
        const right = await fetch(`${server.url}/api/admin/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.1.1' },
          body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
        });
        expect(right.status).toBe(429);
        expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('runs the schedule on exactly one instance, never overlapping, and the other takes over after kill -9', async () => {
      const saved = await call(a, 'PUT', '/api/land-scraper/config', {
        activeScraper: 'acatech',
        url: `${fixtures.url}/acatech/index.html`,
      });
      expect(saved.status).toBe(200);
      const runs = async (server: ServerProcess) =>
        (await (await call(server, 'GET', '/api/land-scraper/runs?limit=100')).json()) as ScrapeRun[];
      const good = (list: ScrapeRun[], after = '') =>
        list.filter((r) => r.trigger === 'schedule' && r.count === 21 && r.started_at > after);
      await until(async () => good(await runs(a)).length >= 4, 20_000);

      const roles = [(await health(a)).scheduler, (await health(b)).scheduler];
      expect(roles.sort()).toEqual(['leader', 'standby']);
      const [leader, follower] = (await health(a)).scheduler === 'leader' ? [a, b] : [b, a];

      // The standby runs nothing, yet its progress stream shows the leader's runs, and "Run"
      // pressed there waits for the run under way instead of starting a second one beside it.
      const seen = await firstProgress(follower, (p) => p.phase === 'paging', 10_000);
      expect(seen).toMatchObject({ phase: 'paging', source: 'acatech' });
      const manual = await call(follower, 'POST', '/api/land-scraper/run');
      expect(manual.status).toBe(200);
      expect(((await manual.json()) as { count: number }).count).toBe(21);

      const killedAt = new Date().toISOString();
      await leader.kill('SIGKILL');
      const takeover = await until(async () => (await health(follower)).scheduler === 'leader', 10_000);
      console.info(
        `scheduler takeover after kill -9: ${Math.round(takeover.ms)} ms (interval ${INTERVAL_S} s)`,
      );
      // One interval, plus grace for a loaded machine.
      expect(takeover.ms).toBeLessThan(INTERVAL_S * 1000 + 1_500);
      await until(async () => good(await runs(follower), killedAt).length >= 2, 10_000);

      // One run at a time across both instances: each began after the one before it ended.
      const history = (await runs(follower)).sort((x, y) => x.started_at.localeCompare(y.started_at));
      expect(history.length).toBeGreaterThanOrEqual(6);
      for (let i = 1; i < history.length; i++) {
        expect(
          (history[i]?.started_at as string) >= (history[i - 1]?.finished_at as string),
          `run ${history[i]?.id}`,
        ).toBe(true);
      }
    }, 60_000);
  },
);
