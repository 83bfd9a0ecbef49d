import type { MenuItem, Page } from '@land-office/contract';
import { expect, test } from './fixtures.ts';

test.describe('pages', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('page');
    await api.clear('menu');
  });

  test('builds a page, publishes it, and links it from the header menu', async ({ adminPage: page, api }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await expect(page.getByText('No pages yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add Page' }).click();

    await page.getByLabel('Title', { exact: true }).fill('About us');
    await expect(page.getByLabel('Slug')).toHaveValue('about-us');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Renting land in Second Life since 2008.');
    await page.getByLabel('Published', { exact: true }).check();
    await page.getByLabel('SEO title').fill('About Bay Estates');
    const preview = page.getByRole('figure', { name: 'Search result preview' });
    await expect(preview.getByText('About Bay Estates')).toBeVisible();
    await expect(preview.getByText('/about-us')).toBeVisible();
    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(page).toHaveURL('/admin/pages');
    await expect(page.getByRole('cell', { name: 'About us', exact: true })).toBeVisible();

    const { page: served } = await api.publicGet<{ page: Page }>('/pages/slug/about-us');
    expect(served).toMatchObject({ title: 'About us', meta_title: 'About Bay Estates' });
    expect(served.content).toContain('since 2008');

    await page.goto('/admin/header');
    await page.getByLabel('New item page').selectOption({ label: 'About us (/about-us)' });
    await expect(page.getByLabel('New item label')).toHaveValue('About us');
    await expect(page.getByLabel('New item URL')).toHaveValue('/about-us');
    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    await expect(
      page.getByRole('list', { name: 'Header menu items' }).getByRole('listitem', { name: 'About us' }),
    ).toBeVisible();
    const menu = await api.publicGet<MenuItem[]>('/menu');
    expect(menu).toEqual([
      expect.objectContaining({ label: 'About us', url: '/about-us', is_external: false }),
    ]);
  });
});
