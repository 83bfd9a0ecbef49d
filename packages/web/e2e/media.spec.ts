import { bannerMessages, type MediaPage } from '@land-office/contract';
import { png } from './admin-api.ts';
import { graveViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.describe('media library', () => {
  test.beforeEach(async ({ api }) => {
    await api.clear('banner');
  });

  test('an image uploaded to the library is chosen for a new banner and served with it', async ({
    adminPage: page,
    api,
  }) => {
    // A picture no other test uploads: the library keeps the first name of the same bytes.
    const harbour = await png(800, 450, '#3d7a9e');
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Media Library' }).click();
    await expect(page).toHaveURL('/admin/media');
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: harbour });
    await expect(page.getByText('harbour.png: uploaded')).toBeVisible();
    const card = page.getByRole('listitem', { name: 'harbour.png' });
    await expect(card.getByText('Unused')).toBeVisible();
    const [item] = (await api.get<MediaPage>('/admin/media?q=harbour.png')).items;
    expect(item?.variants.map((v) => `${v.width}/${v.format}`)).toEqual([
      '320/webp',
      '320/avif',
      '640/webp',
      '640/avif',
    ]);

    await page.getByRole('link', { name: 'Banners', exact: true }).click();
    await page.getByRole('link', { name: 'Add Banner' }).click();
    await page.getByRole('button', { name: 'Choose from library (Banner image)' }).click();
    const library = page.getByRole('dialog', { name: 'Choose an image from the library' });
    await library.getByRole('searchbox', { name: 'Search the library' }).fill('harbour');
    await library.getByRole('button', { name: 'Choose harbour.png' }).click();
    await expect(library).toBeHidden();
    await expect(page.getByAltText('Preview')).toHaveAttribute('src', item?.url as string);
    await page.getByLabel(/^Title/).fill('Harbour days');
    await page.getByRole('button', { name: 'Create Banner' }).click();
    await expect(page.getByText(bannerMessages.created)).toBeVisible();

    const served = await api.publicGet<Array<{ title: string | null; image_url: string }>>('/banner');
    expect(served).toEqual([expect.objectContaining({ title: 'Harbour days', image_url: item?.url })]);
    await page.goto('/admin/media?q=harbour');
    await expect(
      page.getByRole('listitem', { name: 'harbour.png' }).getByText('Used by 1 record'),
    ).toBeVisible();
    // A screen with a card on it is checked as every screen is (a11y.spec.ts sees it empty).
    expect(await graveViolations(page)).toEqual([]);
  });
});
