import { bannerMessages } from '@land-office/contract';
import type { Page } from '@playwright/test';
import type { AdminApi } from './admin-api.ts';
import { png } from './admin-api.ts';
import { answerConfirm, expect, test } from './fixtures.ts';

/** The banner form says "created", then returns to the list after this long (banner-form.tsx). */
const RETURN_AFTER_MS = 1500;
/** Success messages clear after this long (spec §9, use-flash.ts). */
const FLASH_MS = 3000;

const publicTitles = async (api: AdminApi) =>
  (await api.publicGet<Array<{ title: string | null }>>('/banner')).map((b) => b.title);
const rowOf = (page: Page, title: string) =>
  page.locator('tr', { has: page.getByRole('cell', { name: title, exact: true }) });
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Drag to reorder ${title}` });

/** Two active banners, Beach week first, as the slideshow starts from in every test but the first. */
async function twoBanners(api: AdminApi) {
  await api.createBanner({ title: 'Beach week', colour: '#0af', order_pos: 1 });
  await api.createBanner({ title: 'Forest sale', colour: '#0a4', order_pos: 2 });
}

test.describe('banners', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('banner');
  });

  test('creates banners from uploaded images, shown in the list and served publicly', async ({
    adminPage: page,
    api,
    request,
  }) => {
    await page.clock.install();
    const createBanner = async (title: string, colour: string, order: number) => {
      await page.getByRole('link', { name: 'Add Banner' }).click();
      await expect(page).toHaveURL('/admin/banner/new');
      await page
        .getByLabel('Banner image file')
        .setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: await png(64, 24, colour) });
      await expect(page.getByAltText('Preview')).toBeVisible();
      await page.getByLabel(/^Title/).fill(title);
      await page.getByLabel(/^Order/).fill(String(order));
      await page.getByRole('button', { name: 'Create Banner' }).click();
      await expect(page.getByText(bannerMessages.created)).toBeVisible();
      await page.clock.fastForward(RETURN_AFTER_MS);
      await expect(page).toHaveURL('/admin/banner');
    };

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Banners', exact: true }).click();
    await expect(page.getByText('No banners yet.')).toBeVisible();
    await createBanner('Beach week', '#0af', 1);
    await createBanner('Forest sale', '#0a4', 2);
    const preview = rowOf(page, 'Beach week').getByTestId('banner-preview');
    await expect(preview).toHaveAttribute('src', /^\/uploads\/banner\/[0-9a-f]{32}\.png$/);
    const image = await request.get((await preview.getAttribute('src')) as string);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(await publicTitles(api)).toEqual(['Beach week', 'Forest sale']);
  });

  test('toggles a banner from its status badge and says so', async ({ adminPage: page, api }) => {
    await twoBanners(api);
    await page.clock.install();
    await page.goto('/admin/banner');
    const row = rowOf(page, 'Beach week');
    await row.getByRole('button', { name: 'Active' }).click();
    await expect(page.getByText(bannerMessages.deactivated)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Inactive' })).toBeVisible();
    expect(await publicTitles(api)).toEqual(['Forest sale']);
    await row.getByRole('button', { name: 'Inactive' }).click();
    const activated = page.getByText(bannerMessages.activated);
    await expect(activated).toBeVisible();
    expect(await publicTitles(api)).toEqual(['Beach week', 'Forest sale']);
    // The message goes by itself after 3 s.
    await page.clock.fastForward(FLASH_MS);
    await expect(activated).toBeHidden();
  });

  test('reorders by dragging a row with the mouse, then with the keyboard, saving each order', async ({
    adminPage: page,
    api,
  }) => {
    await twoBanners(api);
    await page.goto('/admin/banner');
    const from = await handle(page, 'Forest sale').boundingBox();
    const to = await rowOf(page, 'Beach week').boundingBox();
    if (!from || !to) throw new Error('rows not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + from.height / 2 - ((from.y - to.y) * step) / 10,
      );
    await page.mouse.up();
    await expect(page.getByText('Banner order saved successfully!')).toBeVisible();
    expect(await publicTitles(api)).toEqual(['Forest sale', 'Beach week']);
    await expect(rowOf(page, 'Forest sale').getByRole('cell', { name: '1', exact: true })).toHaveCount(1);

    // Each key waits for what a screen reader hears, so no key is pressed before the list is ready.
    const announced = (text: string) =>
      expect(page.locator('[id^="DndLiveRegion"]', { hasText: text })).toBeAttached();
    await handle(page, 'Forest sale').focus();
    await page.keyboard.press('Space');
    await announced('Picked up Forest sale, at position 1 of 2.');
    await page.keyboard.press('ArrowDown');
    await announced('Forest sale is over position 2 of 2.');
    await page.keyboard.press('Space');
    await announced('Forest sale dropped at position 2 of 2.');
    await expect.poll(() => publicTitles(api)).toEqual(['Beach week', 'Forest sale']);
  });

  test('deletes a banner after confirming', async ({ adminPage: page, api }) => {
    await twoBanners(api);
    await page.goto('/admin/banner');
    await rowOf(page, 'Forest sale')
      .getByRole('button', { name: /Delete/ })
      .click();
    await answerConfirm(page, bannerMessages.deleteConfirm, true);
    await expect(page.getByText(bannerMessages.deleted)).toBeVisible();
    await expect(rowOf(page, 'Forest sale')).toHaveCount(0);
    expect(await publicTitles(api)).toEqual(['Beach week']);
  });
});
