import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../../test-servers/static-server.js';
import { describeEachDb, startTestApp } from '../../test/app.js';
import { advisoryLockLeadership, createScheduler, repeatedFailures } from './scheduler.js';

describe('scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never overlaps: the next run starts an interval after the previous one ended', async () => {
    vi.useFakeTimers();
    let running = 0;
    let maxRunning = 0;
    let finish: () => void = () => {};
    const runOnce = vi.fn(async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      running--;
    });
    const scheduler = createScheduler({ intervalMs: 1_000, runOnce, onError: () => {} });
    expect(scheduler.start()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(runOnce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000); // a run five intervals long
    expect(runOnce).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(runOnce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runOnce).toHaveBeenCalledTimes(2);
    finish();
    const stopped = scheduler.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await stopped;
    expect(runOnce).toHaveBeenCalledTimes(2);
    expect(maxRunning).toBe(1);
  });

  it('keeps going after a failed run', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const runOnce = vi.fn().mockRejectedValueOnce(new Error('source down')).mockResolvedValue(undefined);
    const scheduler = createScheduler({ intervalMs: 100, runOnce, onError: (e) => errors.push(e) });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(250);
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(runOnce.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('logs a failure that repeats once, again when it changes, and says when runs recover', () => {
    const log = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const failures = repeatedFailures(log);
    const down = new Error('Acatech: could not fetch the page');
    for (let i = 0; i < 5; i++) failures.failed(down);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.debug).toHaveBeenCalledTimes(4);
    failures.failed(new Error('Acatech: the page has no listings'));
    expect(log.warn).toHaveBeenCalledTimes(2);
    failures.succeeded();
    expect(log.info).toHaveBeenCalledWith({ failedRuns: 6 }, 'scheduled scrapes succeed again');
    failures.succeeded();
    expect(log.info).toHaveBeenCalledTimes(1);
    failures.failed(down);
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it('is off at an interval of 0', async () => {
    vi.useFakeTimers();
    const runOnce = vi.fn(async () => {});
    const scheduler = createScheduler({ intervalMs: 0, runOnce, onError: () => {} });
    expect(scheduler.start()).toBe(false);
    expect(scheduler.started).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runOnce).not.toHaveBeenCalled();
  });

  it('runs only where leadership is held', async () => {
    vi.useFakeTimers();
    const runOnce = vi.fn(async () => {});
    const leadership = { acquire: vi.fn(async () => false), release: vi.fn(async () => {}), held: false };
    const scheduler = createScheduler({ intervalMs: 100, runOnce, leadership, onError: () => {} });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(350);
    await scheduler.stop();
    expect(leadership.acquire.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(runOnce).not.toHaveBeenCalled();
    expect(leadership.release).toHaveBeenCalled();
  });
});

describe.skipIf(!inject('postgres'))('advisory lock leadership [postgres]', () => {
  it('lets one of two instances on a database lead, and the other take over when it stops', async () => {
    const a = await startTestApp('postgres');
    const schema = a.config.databaseSchema as string;
    const b = await startTestApp('postgres', { DATABASE_SCHEMA: schema });
    try {
      const first = advisoryLockLeadership(a.app.pgPool as never);
      const second = advisoryLockLeadership(b.app.pgPool as never);
      expect(await first.acquire()).toBe(true);
      expect(await first.acquire()).toBe(true);
      expect(await second.acquire()).toBe(false);
      await first.release();
      expect(await second.acquire()).toBe(true);
      expect(await first.acquire()).toBe(false);
      await second.release();
    } finally {
      await b.app.close();
      await a.stop();
    }
  });
});

let fixtures: StaticServer;
beforeAll(async () => {
  fixtures = await serveFolder(LAND_FIXTURES);
});
afterAll(() => fixtures.close());

describeEachDb(
  'scheduled scraping',
  (t) => {
    it('keeps available-lands.json fresh and the public listing follows without a request', async () => {
      const auth = { authorization: await t.auth() };
      await t.app.inject({
        method: 'PUT',
        url: '/api/land-scraper/config',
        headers: auth,
        payload: { activeScraper: 'acatech', url: `${fixtures.url}/acatech/index.html` },
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json().count).toBe(0);
      expect(t.app.landScraper.scheduler.start()).toBe(true);
      await vi.waitFor(
        async () => {
          const runs = await t.app.db.selectFrom('scrape_runs').selectAll().execute();
          expect(
            runs.filter((r) => r.trigger === 'schedule' && r.count === 21).length,
          ).toBeGreaterThanOrEqual(2);
        },
        { timeout: 10_000, interval: 100 },
      );
      await t.app.landScraper.scheduler.stop();
      const listing = (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json();
      expect(listing).toMatchObject({ source: 'acatech', count: 21 });
      expect(listing.lands).toMatchObject(
        JSON.parse(readFileSync(join(LAND_FIXTURES, 'acatech/expected.json'), 'utf8')),
      );
      const runs = await t.app.db.selectFrom('scrape_runs').selectAll().orderBy('id').execute();
      for (let i = 1; i < runs.length; i++) {
        expect(Date.parse(runs[i]?.started_at as string)).toBeGreaterThanOrEqual(
          Date.parse(runs[i - 1]?.finished_at as string),
        );
      }
    });
  },
  { SCRAPER_INTERVAL_SECONDS: '1' },
);
