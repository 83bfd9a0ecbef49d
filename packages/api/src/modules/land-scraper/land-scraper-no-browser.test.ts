import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../../test-servers/static-server.js';
import { describeEachDb } from '../../test/app.js';

let fixtures: StaticServer;
beforeAll(async () => {
  fixtures = await serveFolder(LAND_FIXTURES);
});
afterAll(() => fixtures.close());

describeEachDb(
  'land scraper without a browser',
  (t) => {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });
    const configure = (activeScraper: string, url: string) =>
      call('PUT', '/api/land-scraper/config', { activeScraper, url });
    const resultsFile = () => readFile(join(t.config.dataDir, 'available-lands.json'), 'utf8');

    it('still scrapes the static source', async () => {
      await configure('acatech', `${fixtures.url}/acatech/index.html`);
      const res = await call('POST', '/api/land-scraper/run');
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(21);
    });

    it('refuses a dynamic source with a clear error naming CHROMIUM_PATH, keeping the last results', async () => {
      const before = await resultsFile();
      for (const source of ['casperlet', 'cavetech']) {
        await configure(source, `${fixtures.url}/${source}/index.html`);
        const res = await call('POST', '/api/land-scraper/run');
        expect(res.statusCode, source).toBe(503);
        expect(res.json().error).toMatch(/CHROMIUM_PATH=\/nowhere\/chromium/);
      }
      expect(await resultsFile()).toBe(before);
      const runs = (await call('GET', '/api/land-scraper/runs?limit=2')).json();
      expect(runs.map((r: { source: string; count: number | null }) => [r.source, r.count])).toEqual([
        ['cavetech', null],
        ['casperlet', null],
      ]);
      expect(runs[0].error).toMatch(/CHROMIUM_PATH/);
    });
  },
  { CHROMIUM_PATH: '/nowhere/chromium' },
);
