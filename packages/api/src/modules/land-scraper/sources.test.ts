import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScraperSourceId } from '@land-office/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../../test-servers/static-server.js';
import { createFetcher } from '../../lib/fetcher.js';
import { allowList } from '../../test/app.js';
import { browserPool } from './browser-pool.js';
import { runBrowser } from './browser-runner.js';
import { findChromium } from './chromium.js';
import { sourceAdapters } from './sources.js';
import { runStatic } from './static-runner.js';

const expected = (id: ScraperSourceId) =>
  JSON.parse(readFileSync(join(LAND_FIXTURES, id, 'expected.json'), 'utf8'));

const fetcher = createFetcher(allowList());
let fixtures: StaticServer;
beforeAll(async () => {
  fixtures = await serveFolder(LAND_FIXTURES);
});
afterAll(async () => {
  await fixtures.close();
  await fetcher.close();
});

describe('acatech (static, rel=next paging)', () => {
  it('reads all three pages in order, exactly as expected.json', async () => {
    const progress: number[] = [];
    const lands = await runStatic(
      fetcher,
      sourceAdapters.acatech,
      `${fixtures.url}/acatech/index.html`,
      (p) => progress.push(p.pagesVisited),
    );
    expect(lands).toEqual(expected('acatech'));
    expect(progress).toEqual([1, 2, 3]);
    expect(fixtures.hits.get('acatech/page-3.html')).toBe(1);
  });

  it('fails on an HTTP error instead of returning nothing', async () => {
    await expect(
      runStatic(fetcher, sourceAdapters.acatech, `${fixtures.url}/acatech/missing.html`),
    ).rejects.toThrow(/HTTP 404/);
  });
});

const chromium = findChromium(process.env.CHROMIUM_PATH);
if (!chromium && process.env.REQUIRE_E2E === '1') throw new Error('REQUIRE_E2E=1 but no Chromium was found');
if (!chromium) console.warn('No Chromium found: the casperlet and cavetech fixture tests are skipped.');

describe.skipIf(!chromium)('browser sources', () => {
  const pool = browserPool({ chromiumPath: chromium, idleMs: 1_000 });
  afterAll(() => pool.close());

  it('casperlet: waits for the rendered cards and reads them exactly as expected.json', async () => {
    const lands = await runBrowser(
      pool,
      fetcher,
      sourceAdapters.casperlet,
      `${fixtures.url}/casperlet/index.html`,
    );
    expect(lands).toEqual(expected('casperlet'));
  });

  it('cavetech: presses "Load more" until it is gone and reads every lot exactly as expected.json', async () => {
    const pages: number[] = [];
    const lands = await runBrowser(
      pool,
      fetcher,
      sourceAdapters.cavetech,
      `${fixtures.url}/cavetech/index.html`,
      (p) => pages.push(p.itemsFound),
    );
    expect(lands).toEqual(expected('cavetech'));
    expect(pages).toEqual([12, 24, 30]);
  });

  it('reuses one browser across runs', async () => {
    expect(pool.isRunning()).toBe(true);
  });

  it('gives up on a page whose listings never appear, within the page timeout', async () => {
    const started = Date.now();
    await expect(
      runBrowser(pool, fetcher, sourceAdapters.casperlet, `${fixtures.url}/acatech/index.html`, undefined, {
        timeoutMs: 1_000,
      }),
    ).rejects.toThrow(/never appeared/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('names CHROMIUM_PATH when the browser is missing', async () => {
    const missing = browserPool({ chromiumPath: '/nowhere/chromium' });
    await expect(
      runBrowser(missing, fetcher, sourceAdapters.casperlet, `${fixtures.url}/casperlet/index.html`),
    ).rejects.toThrow(/CHROMIUM_PATH/);
  });
});
