import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AvailableLands, landScraperMessages } from '@land-office/contract';
import type { Page } from '@playwright/test';
import { LAND_FIXTURES, serveFolder } from '../../../test-servers/static-server.ts';
import { expect, test } from './fixtures.ts';

const expectedOf = (source: string) =>
  JSON.parse(readFileSync(join(LAND_FIXTURES, source, 'expected.json'), 'utf8')) as AvailableLands['lands'];
const casperletExpected = expectedOf('casperlet');

/** The success message, the count, six results with the first one named, the rest counted. */
async function seeRun(page: Page, expected: AvailableLands['lands']) {
  const total = expected.length;
  await expect(page.getByText(landScraperMessages.runSuccess(total))).toBeVisible({ timeout: 30_000 });
  const results = page.getByRole('region', { name: 'Last run results' });
  await expect(results.getByText(`Last run: ${total} lands found`)).toHaveCount(1);
  const items = results.getByRole('listitem');
  await expect(items).toHaveCount(6);
  await expect(items.first()).toContainText((expected[0]?.name ?? expected[0]?.region) as string);
  await expect(results.getByText(landScraperMessages.more(total - 6))).toHaveCount(1);
  await expect(page.getByRole('cell', { name: `${total} lands` }).first()).toBeVisible();
}

async function openDataSources(page: Page) {
  await page.goto('/admin/land-scrapers');
  await expect(page.getByRole('tab', { name: 'Data Sources', selected: true })).toBeVisible();
}

test.describe('available land: data sources', () => {
  test('opens on Page Settings, and the tabs answer the arrow keys', async ({ adminPage: page }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Available Land', exact: true }).click();
    const pageTab = page.getByRole('tab', { name: 'Page Settings' });
    await expect(pageTab).toHaveAttribute('aria-selected', 'true');
    await pageTab.focus();
    await page.keyboard.press('ArrowRight');
    // The tab is selected through the URL (?tab=), so the new state renders a moment later.
    const sourcesTab = page.getByRole('tab', { name: 'Data Sources', selected: true });
    await expect(sourcesTab).toBeFocused();
    await expect(page.getByRole('radio', { name: /acatech/i })).toBeVisible();
  });

  test('/admin/land-scrapers opens the Data Sources tab', async ({ adminPage: page }) => {
    await openDataSources(page);
    // The title changes once the lazily loaded screen has rendered, a moment after the URL.
    await expect(page.getByRole('heading', { level: 1, name: 'Available Land', exact: true })).toBeVisible();
  });

  test('points casperlet at a source, tests it and shows the count, six results and the rest', async ({
    adminPage: page,
  }) => {
    // The source answers once the test has seen the run under way (a warm browser is quick).
    let answer!: () => void;
    const source = await serveFolder(LAND_FIXTURES, { until: new Promise<void>((r) => (answer = r)) });
    try {
      await openDataSources(page);
      await page.getByRole('radio', { name: /casperlet/i }).check();
      await page.getByLabel(/casperlet URL/i).fill(`${source.url}/casperlet/index.html`);
      await page.getByRole('button', { name: 'Save Configuration' }).click();
      await expect(page.getByText(landScraperMessages.saved)).toBeVisible();

      await page.getByRole('button', { name: 'Test Scraper Now' }).click();
      await expect(page.getByRole('button', { name: 'Running...' })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Scraper progress' })).toBeVisible();
      answer();
      await seeRun(page, casperletExpected);
    } finally {
      answer();
      await source.close();
    }
  });

  test('serves the new listings on the public GET /api/available-lands', async ({ api, landSources }) => {
    await api.saveScraperConfig({
      activeScraper: 'casperlet',
      url: `${landSources.url}/casperlet/index.html`,
    });
    await api.runScraper();
    const listing = await api.publicGet<AvailableLands>('/available-lands');
    expect(listing).toMatchObject({ source: 'casperlet', count: casperletExpected.length });
    expect(listing.lands).toMatchObject(casperletExpected);
  });

  test('keeps the choice after a reload', async ({ adminPage: page, api, landSources }) => {
    await api.saveScraperConfig({ activeScraper: 'acatech', url: `${landSources.url}/acatech/index.html` });
    await openDataSources(page);
    await page.getByRole('radio', { name: /casperlet/i }).check();
    await page.getByLabel(/casperlet URL/i).fill(`${landSources.url}/casperlet/index.html`);
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await expect(page.getByText(landScraperMessages.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: /casperlet/i })).toBeChecked();
    await expect(page.getByLabel(/casperlet URL/i)).toHaveValue(`${landSources.url}/casperlet/index.html`);
  });

  for (const source of ['acatech', 'cavetech'] as const) {
    test(`tests ${source} straight after choosing it (saved first) and publishes exactly its lands`, async ({
      adminPage: page,
      api,
      landSources,
    }) => {
      const expected = expectedOf(source);
      // Stored: another source, so choosing this one is a change the run must save first.
      await api.saveScraperConfig({
        activeScraper: 'casperlet',
        url: `${landSources.url}/casperlet/index.html`,
      });
      await openDataSources(page);
      await page.getByRole('radio', { name: new RegExp(source, 'i') }).check();
      await page.getByLabel(new RegExp(`${source} URL`, 'i')).fill(`${landSources.url}/${source}/index.html`);
      await page.getByRole('button', { name: 'Test Scraper Now' }).click();
      await seeRun(page, expected);
      const listing = await api.publicGet<AvailableLands>('/available-lands');
      expect(listing).toMatchObject({ source, count: expected.length });
      expect(listing.lands).toMatchObject(expected);
    });
  }
});
