import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AvailableLands, landScraperMessages } from '@land-office/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../api/src/test/static-server';
import { describeE2E, signIn } from './harness';

const expectedOf = (source: string) =>
  JSON.parse(readFileSync(join(LAND_FIXTURES, source, 'expected.json'), 'utf8')) as AvailableLands['lands'];
const casperletExpected = expectedOf('casperlet');

let fixtures: StaticServer;
beforeAll(async () => {
  fixtures = await serveFolder(LAND_FIXTURES);
});
afterAll(() => fixtures?.close());

describeE2E(
  'available land: data sources',
  (t) => {
    /** The success message, the count, six results with the first one named, the rest counted. */
    const seeRun = async (expected: AvailableLands['lands']) => {
      const total = expected.length;
      await t.page.getByText(landScraperMessages.runSuccess(total)).waitFor({ timeout: 30_000 });
      const results = t.page.getByRole('region', { name: 'Last run results' });
      expect(await results.getByText(`Last run: ${total} lands found`).count()).toBe(1);
      const items = results.getByRole('listitem');
      expect(await items.count()).toBe(6);
      expect(await items.first().textContent()).toContain(expected[0]?.name ?? expected[0]?.region);
      expect(await results.getByText(landScraperMessages.more(total - 6)).count()).toBe(1);
      await t.page
        .getByRole('cell', { name: `${total} lands` })
        .first()
        .waitFor();
    };

    it('opens on Page Settings, and the tabs answer the arrow keys', async () => {
      await signIn(t.page, t.server.url);
      await t.page.getByRole('link', { name: 'Available Land', exact: true }).click();
      const pageTab = t.page.getByRole('tab', { name: 'Page Settings' });
      expect(await pageTab.getAttribute('aria-selected')).toBe('true');
      await pageTab.focus();
      await t.page.keyboard.press('ArrowRight');
      // The tab is selected through the URL (?tab=), so the new state renders a moment later.
      const sourcesTab = t.page.getByRole('tab', { name: 'Data Sources', selected: true });
      await sourcesTab.waitFor();
      expect(await sourcesTab.evaluate((el) => el === document.activeElement)).toBe(true);
      await t.page.getByRole('radio', { name: /acatech/i }).waitFor();
    });

    it('/admin/land-scrapers opens the Data Sources tab', async () => {
      await t.page.goto(`${t.server.url}/admin/land-scrapers`);
      await t.page.getByRole('tab', { name: 'Data Sources', selected: true }).waitFor();
      // The title changes once the lazily loaded screen has rendered, a moment after the URL.
      await t.page.getByRole('heading', { level: 1, name: 'Available Land', exact: true }).waitFor();
    });

    it('points casperlet at a source, tests it and shows the count, six results and the rest', async () => {
      await t.page.getByRole('radio', { name: /casperlet/i }).check();
      await t.page.getByLabel(/casperlet URL/i).fill(`${fixtures.url}/casperlet/index.html`);
      await t.page.getByRole('button', { name: 'Save Configuration' }).click();
      await t.page.getByText(landScraperMessages.saved).waitFor();

      await t.page.getByRole('button', { name: 'Test Scraper Now' }).click();
      // A cold browser takes seconds to start: the run is still under way here.
      await t.page.getByRole('button', { name: 'Running...' }).waitFor();
      await t.page.getByRole('progressbar', { name: 'Scraper progress' }).waitFor();
      await seeRun(casperletExpected);
    });

    it('serves the new listings on the public GET /api/available-lands', async () => {
      const listing = (await (await fetch(`${t.server.url}/api/available-lands`)).json()) as AvailableLands;
      expect(listing).toMatchObject({ source: 'casperlet', count: casperletExpected.length });
      expect(listing.lands).toEqual(casperletExpected);
    });

    it('keeps the choice after a reload', async () => {
      await t.page.reload();
      expect(await t.page.getByRole('radio', { name: /casperlet/i }).isChecked()).toBe(true);
      expect(await t.page.getByLabel(/casperlet URL/i).inputValue()).toBe(
        `${fixtures.url}/casperlet/index.html`,
      );
    });

    for (const source of ['acatech', 'cavetech']) {
      it(`tests ${source} straight after choosing it (saved first) and publishes exactly its lands`, async () => {
        const expected = expectedOf(source);
        await t.page.getByRole('radio', { name: new RegExp(source, 'i') }).check();
        await t.page
          .getByLabel(new RegExp(`${source} URL`, 'i'))
          .fill(`${fixtures.url}/${source}/index.html`);
        await t.page.getByRole('button', { name: 'Test Scraper Now' }).click();
        await seeRun(expected);
        const listing = (await (await fetch(`${t.server.url}/api/available-lands`)).json()) as AvailableLands;
        expect(listing).toMatchObject({ source, count: expected.length });
        expect(listing.lands).toEqual(expected);
      });
    }
  },
  process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {},
);
