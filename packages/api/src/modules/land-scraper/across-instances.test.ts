import type { ScrapeProgress } from '@land-office/contract';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../../test-servers/static-server.js';
import { type App, buildApp } from '../../app.js';
import { startTestApp } from '../../test/app.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;

/** Two instances on one schema and one DATA_DIR, as behind a load balancer. */
describe.skipIf(!inject('postgres'))('scraper runs across instances [postgres]', () => {
  let fixtures: StaticServer;
  let a: Started;
  let b: App;

  beforeAll(async () => {
    fixtures = await serveFolder(LAND_FIXTURES, { delayMs: 200 });
    a = await startTestApp('postgres');
    b = await buildApp(a.config);
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.stop();
    await fixtures?.close();
  });

  const run = async (app: App) =>
    app.inject({ method: 'POST', url: '/api/land-scraper/run', headers: { authorization: await a.auth() } });
  const configure = async (url: string) => {
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/land-scraper/config',
      headers: { authorization: await a.auth() },
      payload: { activeScraper: 'acatech', url },
    });
    expect(res.statusCode).toBe(200);
  };
  const runCount = async () => (await a.app.db.selectFrom('scrape_runs').select('id').execute()).length;

  it("joins a run under way on the other instance, and streams that run's progress", async () => {
    await configure(`${fixtures.url}/acatech/index.html`);
    const seenOnB: ScrapeProgress[] = [];
    const unsubscribe = b.landScraper.service.progress.subscribe((p) => seenOnB.push(p));
    const before = await runCount();
    const onA = run(a.app);
    await vi.waitFor(() => expect(seenOnB.map((p) => p.phase)).toContain('paging'), { timeout: 5_000 });
    const onB = await run(b);
    const resA = await onA;
    unsubscribe();
    expect(resA.statusCode).toBe(200);
    expect(onB.statusCode).toBe(200);
    expect(onB.json()).toEqual(resA.json());
    expect(onB.json().count).toBe(21);
    expect(await runCount()).toBe(before + 1);
    await vi.waitFor(() => expect(b.landScraper.service.progress.get().phase).toBe('done'));
    expect(new Set(seenOnB.map((p) => p.startedAt))).toEqual(new Set([seenOnB[0]?.startedAt]));
    expect(seenOnB.map((p) => p.phase)).toEqual(
      expect.arrayContaining(['starting', 'paging', 'saving', 'done']),
    );
  });

  it("answers the other instance's failure to a caller that joined it", async () => {
    await configure(`${fixtures.url}/missing/index.html`);
    const before = await runCount();
    const onA = run(a.app);
    await vi.waitFor(() => expect(b.landScraper.service.progress.get().phase).not.toBe('done'), {
      timeout: 5_000,
    });
    const [resA, resB] = await Promise.all([onA, run(b)]);
    expect(resA.statusCode).toBe(502);
    expect(resB.statusCode).toBe(502);
    expect(resB.json().error).toMatch(/^Acatech/i);
    expect(await runCount()).toBe(before + 1);
  });
});
