import { afterAll, beforeAll, expect, it } from 'vitest';
import { residents } from '../../../../test-servers/profile-server.js';
import { createFetcher } from '../lib/fetcher.js';
import { createScheduler } from '../modules/land-scraper/scheduler.js';
import { type ScraperService, scraperService } from '../modules/land-scraper/service.js';
import { allowList, describeEachDb } from '../test/app.js';
import { INVALID_UTF8_IN, type Misbehaviour, startMisbehavingServer } from '../test/misbehaving-server.js';

const MB = 1024 * 1024;
/** The scraper's time limit per page here (15 s in production), so a hang costs half a second. */
const TIME_LIMIT_MS = 500;

const remote = await startMisbehavingServer();
afterAll(() => remote.close());

/** The highest RSS and heap of this process (the API and its fetches) while `work` runs. */
async function peakMemory(work: () => Promise<void>) {
  const start = process.memoryUsage();
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - start.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed - start.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
    sample();
  }
  return peak;
}

describeEachDb('a land source that misbehaves', (t) => {
  let service: ScraperService;
  const fetcher = createFetcher(allowList());
  const call = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });
  const source = (how: Misbehaviour) =>
    call('PUT', '/api/land-scraper/config', {
      activeScraper: 'acatech',
      url: `${remote.url}/${how}/acatech/index.html`,
    });
  const published = async () => (await t.app.inject({ url: '/api/available-lands' })).json();
  const runs = async () => (await call('GET', '/api/land-scraper/runs?limit=20')).json();

  beforeAll(async () => {
    // The service as plugin.ts builds it, on the app's database and DATA_DIR, with a short limit.
    service = scraperService({
      db: t.app.db,
      dataDir: t.config.dataDir,
      fetcher,
      intervalSeconds: 0,
      log: t.app.log,
      onNewResults: () => t.app.publicCache.invalidate(['available-lands']),
      pageTimeoutMs: TIME_LIMIT_MS,
      listingGoneRuns: t.config.listingGoneRuns,
    });
    await source('good');
    await service.run('manual');
  });
  afterAll(async () => {
    await service.close();
    await fetcher.close();
  });

  it('fails a run that hangs, trickles, gets 2 GB or a cut body within its limit, says why in the history, keeps the listings', async () => {
    const good = await published();
    expect(good.count).toBe(21);
    const cases: [Misbehaviour, RegExp][] = [
      ['hang', /Timed out after 500 ms fetching/],
      ['trickle', /Timed out after 500 ms fetching/],
      ['huge-chunked', /larger than 5242880 bytes/],
      ['huge-declared', /larger than 5242880 bytes/],
      ['close-mid-body', /Could not fetch .*: terminated/],
    ];
    const sentBefore = remote.sentBytes();
    const peak = await peakMemory(async () => {
      for (const [how, reason] of cases) {
        await source(how);
        const started = Date.now();
        await expect(service.run('manual'), how).rejects.toThrow(reason);
        expect(Date.now() - started, how).toBeLessThan(TIME_LIMIT_MS + 1_000);
        expect((await runs())[0], how).toMatchObject({ count: null, error: expect.stringMatching(reason) });
        expect(await published(), how).toEqual(good);
      }
    });
    // 4 GB were offered: the fetches stopped reading at the 5 MB limit, and nothing held them whole.
    console.log(
      `2 GB bodies: ${((remote.sentBytes() - sentBefore) / MB).toFixed(1)} MB sent before the client hung up; ` +
        `peak growth RSS ${(peak.rss / MB).toFixed(1)} MB, heap ${(peak.heap / MB).toFixed(1)} MB`,
    );
    expect(remote.sentBytes() - sentBefore).toBeLessThan(64 * MB);
    expect(peak.rss).toBeLessThan(64 * MB);
    expect(peak.heap).toBeLessThan(32 * MB);
  });

  it('publishes a page with invalid UTF-8: every listing read, the bad bytes shown as U+FFFD', async () => {
    await source('invalid-utf8');
    expect((await service.run('manual')).count).toBe(21);
    const names = (await published()).lands.map((land: { name: string }) => land.name);
    expect(names).toContain(`Caf\uFFFD \uFFFD ${INVALID_UTF8_IN}`);
  });

  it('runs the next scheduled scrape after one that hung, and it succeeds', async () => {
    await source('hang');
    const failed: unknown[] = [];
    const scheduler = createScheduler({
      intervalMs: 100,
      runOnce: () => service.run('schedule'),
      onError: (err) => failed.push(err),
    });
    scheduler.start();
    try {
      await expect.poll(() => failed.length, { timeout: 3_000 }).toBeGreaterThan(0);
      await source('good');
      await expect.poll(async () => (await runs())[0].count, { timeout: 3_000 }).toBe(21);
    } finally {
      await scheduler.stop();
    }
    const scheduled = (await runs()).filter((r: { trigger: string }) => r.trigger === 'schedule');
    expect(scheduled.at(-1)).toMatchObject({ count: null, error: expect.stringMatching(/Timed out/) });
    expect(scheduled[0]).toMatchObject({ count: 21, error: null });
  });
});

describeEachDb(
  'a profile site that misbehaves',
  (t) => {
    it('saves members at once when their profile hangs, trickles, sends 2 GB or a cut page; retries the lookup', async () => {
      const cases: Misbehaviour[] = ['hang', 'trickle', 'huge-chunked', 'huge-declared', 'close-mid-body'];
      const uuids = cases.map((_, i) => `${i + 1}0000000-0000-4000-8000-00000000000${i + 1}`);
      for (const [i, how] of cases.entries()) remote.behave(uuids[i] as string, how, residents.marisol);
      const headers = { authorization: await t.auth() };
      const started = Date.now();
      const saved = await Promise.all(
        uuids.map((uuid) =>
          t.app.inject({ method: 'POST', url: '/api/admin/support', headers, payload: { uuid } }),
        ),
      );
      // A save waits a second at most for the profile (avatar-profiles.ts), however the site behaves.
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(saved.map((r) => [r.statusCode, r.json().profile_status])).toEqual([
        [200, 'pending'],
        [200, 'pending'],
        [200, 'failed'],
        [200, 'failed'],
        [200, 'failed'],
      ]);
      // The slow two fail at the lookup's 5 s limit; each failure is scheduled to be asked again.
      await expect.poll(() => t.app.avatarProfiles.pendingRetries().length, { timeout: 8_000 }).toBe(5);
      for (const uuid of uuids) remote.behave(uuid, 'good', residents.marisol);
      await t.app.avatarProfiles.retryNow();
      const members = (await t.app.inject({ url: '/api/admin/support', headers })).json();
      expect(
        members.map((m: { profile_status: string; name: string }) => [m.profile_status, m.name]),
      ).toEqual(Array(5).fill(['found', 'Marisol Tidewater']));
    }, 15_000);
  },
  { SL_PROFILE_URL_TEMPLATE: remote.profileTemplate },
);
