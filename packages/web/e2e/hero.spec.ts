import { heroMessages } from '@land-office/contract';
import type { AdminApi } from './admin-api.ts';
import { answerConfirm, expect, test } from './fixtures.ts';

const publicHeroes = (api: AdminApi) => api.publicGet<Array<Record<string, unknown>>>('/hero');

test.describe('hero sections', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('hero');
  });

  test('creates a hero whose live preview follows the colour choices', async ({ adminPage: page, api }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Hero Section', exact: true }).click();
    await expect(page.getByText('No hero sections yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add Hero Section' }).click();
    await expect(page).toHaveURL('/admin/hero/new');

    // The spec defaults: black title, gold button.
    await expect(page.getByTestId('preview-title')).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.getByTestId('preview-button')).toHaveCSS('background-color', 'rgb(255, 215, 0)');

    await page.getByLabel('Title', { exact: true }).fill('Own your island');
    await page.getByLabel('Description').fill('Private regions with full estate rights.');
    await page.getByLabel('Button text').fill('See lands');
    await page.getByLabel(/^Button URL/).fill('/available-land');
    await expect(page.getByTestId('preview-title')).toHaveText('Own your island');
    await expect(page.getByTestId('preview-button')).toHaveText('See lands');

    await page.getByLabel('Title colour white').check({ force: true });
    await expect(page.getByTestId('preview-title')).toHaveCSS('color', 'rgb(255, 255, 255)');
    // Swatches are radios: the keyboard moves between them too.
    await page.getByLabel('Button colour #ffd700').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('preview-button')).toHaveCSS('background-color', 'rgb(245, 158, 11)');
    await page.getByLabel('Button colour #8b5cf6').check({ force: true });
    await expect(page.getByTestId('preview-button')).toHaveCSS('background-color', 'rgb(139, 92, 246)');

    await page.getByRole('button', { name: 'Save Hero Section' }).click();
    await expect(page).toHaveURL('/admin/hero');
    const row = page.locator('tr', { hasText: 'Own your island' });
    await expect(row.getByText('#8b5cf6')).toBeVisible();
    await expect(row.getByText(heroMessages.internal)).toHaveCount(1);
    expect(await publicHeroes(api)).toMatchObject([
      { title: 'Own your island', title_color: '#ffffff', button_color: '#8b5cf6', is_active: true },
    ]);
  });

  test('hides it from the public list with the status badge, then deletes it', async ({
    adminPage: page,
    api,
  }) => {
    await api.createHero({
      title: 'Own your island',
      description: 'Private regions with full estate rights.',
      button_text: 'See lands',
      button_url: '/available-land',
      title_color: '#ffffff',
      button_color: '#8b5cf6',
    });
    await page.goto('/admin/hero');
    const row = page.locator('tr', { hasText: 'Own your island' });
    await row.getByRole('button', { name: 'Active' }).click();
    await expect(row.getByRole('button', { name: 'Inactive' })).toBeVisible();
    expect(await publicHeroes(api)).toEqual([]);
    await row.getByRole('button', { name: /Delete/ }).click();
    await answerConfirm(page, heroMessages.deleteConfirm, true);
    await expect(page.getByText('No hero sections yet.')).toBeVisible();
  });
});
