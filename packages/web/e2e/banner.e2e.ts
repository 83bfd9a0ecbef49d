import { bannerMessages } from '@land-office/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeE2E, signIn } from './harness';

describeE2E('banners', (t) => {
  const publicBanners = async () =>
    (await (await fetch(`${t.server.url}/api/banner`)).json()) as Array<{
      title: string | null;
      image_url: string;
    }>;
  const rowOf = (title: string) =>
    t.page.locator('tr', { has: t.page.getByRole('cell', { name: title, exact: true }) });
  const createBanner = async (title: string, colour: string, order: number) => {
    await t.page.getByRole('link', { name: 'Add Banner' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/banner/new`);
    const png = await sharp({ create: { width: 64, height: 24, channels: 3, background: colour } })
      .png()
      .toBuffer();
    await t.page
      .getByLabel('Banner image file')
      .setInputFiles({ name: `${title}.png`, mimeType: 'image/png', buffer: png });
    await t.page.getByAltText('Preview').waitFor();
    await t.page.getByLabel(/^Title/).fill(title);
    await t.page.getByLabel(/^Order/).fill(String(order));
    await t.page.getByRole('button', { name: 'Create Banner' }).click();
    await t.page.getByText(bannerMessages.created).waitFor();
    await t.page.waitForURL(`${t.server.url}/admin/banner`);
  };

  it('creates banners from uploaded images, shown in the list and served publicly', async () => {
    await signIn(t.page, t.server.url);
    await t.page.getByRole('link', { name: 'Banners', exact: true }).click();
    await t.page.getByText('No banners yet.').waitFor();
    await createBanner('Beach week', '#0af', 1);
    await createBanner('Forest sale', '#0a4', 2);
    const src = await rowOf('Beach week').getByTestId('banner-preview').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/banner\/[0-9a-f]{32}\.png$/);
    const image = await fetch(`${t.server.url}${src}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await publicBanners()).map((b) => b.title)).toEqual(['Beach week', 'Forest sale']);
  });

  it('toggles a banner from its status badge and says so', async () => {
    const row = rowOf('Beach week');
    await row.getByRole('button', { name: 'Active' }).click();
    await t.page.getByText(bannerMessages.deactivated).waitFor();
    await row.getByRole('button', { name: 'Inactive' }).waitFor();
    expect((await publicBanners()).map((b) => b.title)).toEqual(['Forest sale']);
    await row.getByRole('button', { name: 'Inactive' }).click();
    await t.page.getByText(bannerMessages.activated).waitFor();
    expect((await publicBanners()).map((b) => b.title)).toEqual(['Beach week', 'Forest sale']);
  });

  it('deletes a banner after confirming', async () => {
    let asked = '';
    t.page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await rowOf('Forest sale')
      .getByRole('button', { name: /Delete/ })
      .click();
    await t.page.getByText(bannerMessages.deleted).waitFor();
    expect(asked).toBe(bannerMessages.deleteConfirm);
    expect(await rowOf('Forest sale').count()).toBe(0);
    expect((await publicBanners()).map((b) => b.title)).toEqual(['Beach week']);
  });
});
