import { expect, test } from './fixtures.ts';
import { SCREENS } from './screens.ts';

test.describe('at phone width (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const path of SCREENS)
    test(`${path} does not scroll sideways, and every control is a 44 px touch target`, async ({
      adminPage: page,
    }) => {
      await page.goto(path);
      await expect(page.locator('main#content')).not.toBeEmpty();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.window);
      // Buttons, menus, tabs and fields, and the labels of checkboxes and radios, which are
      // what a finger presses; links inside a sentence are exempt, as WCAG's target size allows.
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'header button, header select, main button, main select, main [role="tab"], main input:not([type="checkbox"], [type="radio"], [type="hidden"]), main textarea, main label:has(> input[type="checkbox"]), main label:has(> input[type="radio"])',
          ),
        ]
          .filter((element) => element.getClientRects().length > 0 && !element.closest('.sr-only'))
          .filter((element) => element.getBoundingClientRect().height < 44)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(small).toEqual([]);
    });

  test('shows a content list as cards whose actions are all in view', async ({ adminPage: page, api }) => {
    await api.clear('service');
    for (const title of ['Land Rental', 'Support'])
      await api.createService({
        title,
        description: `${title} for every parcel`,
        icon: 'faStore',
        link_url: null,
      });
    await page.goto('/admin/services');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.locator('thead')).toBeHidden();
    const table = page.locator('main table').locator('xpath=..');
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const title of ['Land Rental', 'Support']) {
      const row = rows.filter({ hasText: title });
      for (const control of [
        row.getByRole('button', { name: `Drag to reorder ${title}` }),
        row.getByRole('button', { name: 'Active' }),
        row.getByRole('link', { name: `Edit ${title}` }),
        row.getByRole('button', { name: `Delete ${title}` }),
      ])
        await expect(control).toBeInViewport({ ratio: 1 });
      // Each value is read with its header in front of it.
      expect(
        await row
          .locator('td[data-label="Title"]')
          .evaluate((td) => getComputedStyle(td, '::before').content),
      ).toBe('"Title"');
    }
  });

  test('shows the blog list as cards whose status and actions are in view', async ({
    adminPage: page,
    api,
  }) => {
    await api.clear('blog');
    await api.createPost({
      title: 'Harbour lots released',
      slug: 'harbour-lots-released',
      excerpt: 'Six new parcels by the water, from 512 to 4096 m², ready this week.',
      content: '<p>Harbour lots.</p>',
      image_url: null,
      published: false,
    });
    await page.goto('/admin/blog');
    const row = page.locator('tbody tr').filter({ hasText: 'Harbour lots released' });
    await expect(row).toBeVisible();
    await expect(page.locator('thead')).toBeHidden();
    const frame = page.locator('main table').locator('xpath=..');
    expect(await frame.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const control of [
      row.getByRole('button', { name: 'Draft' }),
      row.getByRole('link', { name: /Edit/ }),
      row.getByRole('button', { name: /Delete/ }),
    ])
      await expect(control).toBeInViewport({ ratio: 1 });
    expect(
      await row.locator('td[data-label="Slug"]').evaluate((td) => getComputedStyle(td, '::before').content),
    ).toBe('"Slug"');
  });

  test('shows the Data Sources tab with a run and its results within the window', async ({
    adminPage: page,
    api,
    landSources,
  }) => {
    await api.saveScraperConfig({ activeScraper: 'acatech', url: `${landSources.url}/acatech/index.html` });
    await api.runScraper();
    await page.goto('/admin/available-land-settings?tab=data-sources');
    await expect(
      page.getByRole('region', { name: 'Last run results' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent runs' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });
});
