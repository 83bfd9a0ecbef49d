import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { landScraperMessages } from '@land-office/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../../test-servers/static-server.js';
import { describeEachDb } from '../../test/app.js';

const acatechExpected = JSON.parse(readFileSync(join(LAND_FIXTURES, 'acatech/expected.json'), 'utf8'));

let fixtures: StaticServer;
beforeAll(async () => {
  fixtures = await serveFolder(LAND_FIXTURES);
});
afterAll(() => fixtures.close());

describeEachDb('land scraper API', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });
  const configure = (activeScraper: string, url: string) =>
    call('PUT', '/api/land-scraper/config', { activeScraper, url });
  const resultsFile = async () =>
    JSON.parse(await readFile(join(t.config.dataDir, 'available-lands.json'), 'utf8'));

  it('needs the token for config, run, history and progress', async () => {
    for (const [method, url] of [
      ['GET', '/api/land-scraper/config'],
      ['PUT', '/api/land-scraper/config'],
      ['POST', '/api/land-scraper/run'],
      ['GET', '/api/land-scraper/runs'],
      ['GET', '/api/land-scraper/progress'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('starts with acatech active and describes the three sources', async () => {
    const res = await call('GET', '/api/land-scraper/config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.activeScraper).toBe('acatech');
    expect(body.intervalSeconds).toBe(0);
    expect(Object.keys(body.sources)).toEqual(['acatech', 'casperlet', 'cavetech']);
    expect(body.sources.acatech).toMatchObject({ type: 'cheerio', isActive: true });
    expect(body.sources.casperlet).toMatchObject({ type: 'puppeteer', isActive: false });
    expect(body.sources.cavetech).toMatchObject({ type: 'puppeteer', isActive: false });
  });

  it('saves exactly one active source and only its URL, and logs the save', async () => {
    const before = (await call('GET', '/api/land-scraper/config')).json();
    const res = await configure('casperlet', 'http://127.0.0.1:9/casperlet/index.html');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.activeScraper).toBe('casperlet');
    expect(Object.values(after.sources).filter((s) => (s as { isActive: boolean }).isActive)).toHaveLength(1);
    expect(after.sources.casperlet.url).toBe('http://127.0.0.1:9/casperlet/index.html');
    expect(after.sources.acatech.url).toBe(before.sources.acatech.url);
    expect(after.sources.cavetech.url).toBe(before.sources.cavetech.url);
    expect((await call('GET', '/api/land-scraper/config')).json()).toEqual(after);
    const log = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .where('resource', '=', 'land-scraper')
      .execute();
    expect(log.map((e) => [e.action, e.resource_id])).toContainEqual(['save', 'casperlet']);
  });

  it('refuses an unknown source, a non-http(s) URL or a missing field with 400', async () => {
    for (const body of [
      { activeScraper: 'landbot', url: 'https://x.example/' },
      { activeScraper: 'acatech', url: 'file:///etc/passwd' },
      { activeScraper: 'acatech', url: 'javascript:alert(1)' },
      { activeScraper: 'acatech', url: 'not a url' },
      { activeScraper: 'acatech' },
    ]) {
      const res = await call('PUT', '/api/land-scraper/config', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await call('GET', '/api/land-scraper/config')).json().activeScraper).toBe('casperlet');
  });

  it('runs the active source: { count, data } in the spec shape, results file, public listing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json()).toMatchObject({
      count: 0,
    });
    await configure('acatech', `${fixtures.url}/acatech/index.html`);
    const res = await call('POST', '/api/land-scraper/run');
    expect(res.statusCode).toBe(200);
    const { count, data } = res.json();
    expect(count).toBe(21);
    expect(data).toHaveLength(21);
    expect(data[0]).toMatchObject({
      name: acatechExpected[0].name,
      region: acatechExpected[0].region,
      size: '1,536 m²',
      price: 'L$ 8,000',
      rating: 4.5,
    });
    expect(data.find((d: { period: string }) => d.period === 'week').price).toMatch(/^L\$ [\d,]+\/week$/);

    const file = await resultsFile();
    expect(file).toMatchObject({ source: 'acatech', count: 21, lands: acatechExpected });
    expect(Date.parse(file.ran_at)).toBeGreaterThan(Date.now() - 60_000);

    const pub = await t.app.inject({ method: 'GET', url: '/api/available-lands' });
    expect(pub.json()).toEqual(file);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/available-lands',
      headers: { 'if-none-match': pub.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const runs = (await call('GET', '/api/land-scraper/runs')).json();
    expect(runs[0]).toMatchObject({ source: 'acatech', count: 21, error: null, trigger: 'manual' });
    const log = await t.app.db.selectFrom('activity_log').selectAll().where('action', '=', 'run').execute();
    expect(log.at(-1)?.summary).toBe('acatech: found 21 lands (21 new, 0 back, 0 repriced, 0 gone)');
  });

  it('keeps the last good results when a run fails or finds nothing', async () => {
    const good = await resultsFile();
    for (const url of [
      `${fixtures.url}/acatech/missing.html`,
      `${fixtures.url}/casperlet/index.html`, // no article.parcel in it
      'http://127.0.0.1:9/closed-port.html',
    ]) {
      await configure('acatech', url);
      const res = await call('POST', '/api/land-scraper/run');
      expect(res.statusCode, url).toBe(502);
      expect(res.json().error).toEqual(expect.any(String));
      expect(await resultsFile()).toEqual(good);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json()).toEqual(good);
    const runs = (await call('GET', '/api/land-scraper/runs?limit=3')).json();
    expect(runs).toHaveLength(3);
    expect(runs.map((r: { count: number | null }) => r.count)).toEqual([null, null, null]);
    expect(runs[1].error).toMatch(/no listings found/);
    expect(runs[2].error).toMatch(/HTTP 404/);
  });

  it('runs on the spec call, a POST with no body, also when it is labelled application/json', async () => {
    await configure('acatech', `${fixtures.url}/acatech/index.html`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/land-scraper/run',
      headers: { authorization: await t.auth(), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(21);
  });

  it('joins a run already under way instead of starting a second one', async () => {
    await configure('acatech', `${fixtures.url}/acatech/index.html`);
    const hitsBefore = fixtures.hits.get('acatech/index.html') ?? 0;
    const runsBefore = (await call('GET', '/api/land-scraper/runs?limit=100')).json().length;
    const [a, b] = await Promise.all([
      call('POST', '/api/land-scraper/run'),
      call('POST', '/api/land-scraper/run'),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(a.json().count).toBe(21);
    expect(fixtures.hits.get('acatech/index.html')).toBe(hitsBefore + 1);
    expect((await call('GET', '/api/land-scraper/runs?limit=100')).json()).toHaveLength(runsBefore + 1);
  });

  it('streams progress as Server-Sent Events', async () => {
    await configure('acatech', `${fixtures.url}/acatech/index.html`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/land-scraper/progress`, {
      headers: { authorization: await t.auth() },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const reader = (res.body as ReadableStream<BufferSource>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let text = '';
    const all = () => [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1] as string));
    // The first event is the state at connection time (the previous run's end); this run's follow.
    const events = () => all().slice(all().findIndex((e) => e.phase === 'starting'));
    const run = call('POST', '/api/land-scraper/run');
    while (!all().some((e) => e.phase === 'starting') || !events().some((e) => e.phase === 'done')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    await run;
    const phases = events().map((e) => e.phase);
    expect(phases[0]).toBe('starting');
    expect(phases.slice(-2)).toEqual(['saving', 'done']);
    expect(events().at(-1)).toMatchObject({ source: 'acatech', pagesVisited: 3, itemsFound: 21 });
    expect(events().map((e) => e.pagesVisited)).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it('keeps the spec messages', () => {
    expect(landScraperMessages.runSuccess(21)).toBe('Scraper executed successfully! Found 21 lands.');
  });
});
