import { describe, expect, inject, it, vi } from 'vitest';
import { describeEachDb, startTestApp } from '../../test/app.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;

const health = async (t: Pick<Started, 'app'>) =>
  (await t.app.inject({ method: 'GET', url: '/api/health' })).json();

/** Points the active source at a closed loopback port, so a scheduled run fails at once and offline. */
const offlineSource = async (t: Pick<Started, 'app' | 'auth'>) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/land-scraper/config',
    headers: { authorization: await t.auth() },
    payload: { activeScraper: 'acatech', url: 'http://127.0.0.1:9/acatech/index.html' },
  });
  expect(res.statusCode).toBe(200);
};

describeEachDb(
  'health',
  (t) => {
    it('names the instance that answered and says the schedule is off until started', async () => {
      const body = await health(t);
      expect(body).toEqual({
        status: 'ok',
        db: t.dialect,
        instance: expect.any(String),
        scheduler: 'off',
        // Sandboxed where this machine has a Chromium; with none, the browser sources are unavailable.
        browser: expect.stringMatching(/^(sandboxed|unavailable)$/),
      });
      expect(body.instance).toContain(String(process.pid));
      expect((await health(t)).instance).toBe(body.instance);
    });

    it('says leader once this instance runs the schedule, and off again when stopped', async () => {
      await offlineSource(t);
      t.app.landScraper.scheduler.start();
      try {
        await vi.waitFor(async () => expect((await health(t)).scheduler).toBe('leader'), { timeout: 5_000 });
      } finally {
        await t.app.landScraper.scheduler.stop();
      }
      expect((await health(t)).scheduler).toBe('off');
    });
  },
  { SCRAPER_INTERVAL_SECONDS: '1' },
);

describe.skipIf(!inject('postgres'))('health of two instances on one database [postgres]', () => {
  it('shows exactly one leader; the standby leads once the leader stops', async () => {
    const a = await startTestApp('postgres', { SCRAPER_INTERVAL_SECONDS: '1' });
    const b = await startTestApp('postgres', {
      SCRAPER_INTERVAL_SECONDS: '1',
      DATABASE_SCHEMA: a.config.databaseSchema as string,
    });
    try {
      await offlineSource(a);
      a.app.landScraper.scheduler.start();
      await vi.waitFor(async () => expect((await health(a)).scheduler).toBe('leader'), { timeout: 5_000 });
      b.app.landScraper.scheduler.start();
      await new Promise((r) => setTimeout(r, 1_500));
      expect([(await health(a)).scheduler, (await health(b)).scheduler]).toEqual(['leader', 'standby']);
      await a.app.landScraper.scheduler.stop();
      await vi.waitFor(async () => expect((await health(b)).scheduler).toBe('leader'), { timeout: 3_000 });
      expect((await health(a)).scheduler).toBe('off');
    } finally {
      await b.app.close();
      await a.stop();
    }
  });
});
