import { defaultMenus, headerMessages, siteSettingsMessages } from '@land-office/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeE2E, signIn } from './harness';

describeE2E('settings screens', (t) => {
  const publicJson = async (path: string) => (await fetch(`${t.server.url}/api${path}`)).json();
  const openFromSidebar = async (entry: string, path: string) => {
    await t.page.getByRole('link', { name: entry, exact: true }).click();
    await t.page.waitForURL(`${t.server.url}${path}`);
  };

  it('keeps a changed site title and theme across a reload', async () => {
    await signIn(t.page, t.server.url);
    await openFromSidebar('Site Settings', '/admin/site-settings');
    await t.page.getByLabel('Site Title').fill('Moonlit Bay Estates');
    await t.page.getByLabel('Default Theme').selectOption('dark');
    await t.page.getByRole('button', { name: 'Save Settings' }).click();
    await t.page.getByText(siteSettingsMessages.saved).waitFor();

    await t.page.reload();
    await expect.poll(() => t.page.getByLabel('Site Title').inputValue()).toBe('Moonlit Bay Estates');
    expect(await t.page.getByLabel('Default Theme').inputValue()).toBe('dark');
    expect(await publicJson('/site-settings')).toMatchObject({
      site_title: 'Moonlit Bay Estates',
      default_theme: 'dark',
    });
  });

  it("shows the server's error for a bad e-mail and saves nothing of that form", async () => {
    await t.page.getByLabel('Contact Email').fill('sales(at)example');
    await t.page.getByLabel('Site Title').fill('Never Saved');
    await t.page.getByRole('button', { name: 'Save Settings' }).click();
    const banner = t.page.getByRole('alert');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Error: contact_email: must be an e-mail address');
    expect(await publicJson('/site-settings')).toMatchObject({
      site_title: 'Moonlit Bay Estates',
      contact_email: null,
    });
  });

  it('asks before leaving the unsaved form', async () => {
    let asked = '';
    t.page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await openFromSidebar('Header', '/admin/header');
    expect(asked).toMatch(/unsaved changes/);
  });

  it('uploads a dark logo, shows it in the dark preview, and keeps it once saved', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#fbbf24' } })
      .png()
      .toBuffer();
    await t.page
      .getByLabel('Upload dark theme logo')
      .setInputFiles({ name: 'dark-logo.png', mimeType: 'image/png', buffer: png });
    await t.page.getByText(headerMessages.logoUploaded('dark')).waitFor();
    const darkLogo = t.page.getByRole('figure', { name: 'Dark theme preview' }).getByRole('img');
    await expect.poll(() => darkLogo.getAttribute('src')).toMatch(/^\/uploads\/logos\/[0-9a-f]+\.png$/);
    // The uploaded image really loads (the preview did not fall back to the default logo).
    await expect.poll(() => darkLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    const uploaded = await darkLogo.getAttribute('src');

    await t.page.getByRole('button', { name: 'Save Header Settings' }).click();
    await t.page.getByText(headerMessages.settingsSaved).waitFor();
    await t.page.reload();
    await expect.poll(() => t.page.getByLabel('Dark Theme Logo URL').inputValue()).toBe(uploaded);
    expect((await publicJson('/header-settings')).logo_dark_url).toBe(uploaded);
  });

  it('creates the seven default menus in order 1 to 7', async () => {
    await t.page.getByText(headerMessages.menuEmpty).waitFor();
    await t.page.getByRole('button', { name: 'Create Default Menus' }).click();
    await t.page.getByText(headerMessages.defaultsCreated).waitFor();
    const rows = t.page.getByRole('list', { name: 'Header menu items' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(7);
    expect(await rows.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')))).toEqual(
      defaultMenus.map((m) => m.label),
    );
    const menu = (await publicJson('/menu')) as Array<{ label: string; order_pos: number }>;
    expect(menu.map((m) => [m.label, m.order_pos])).toEqual(defaultMenus.map((m) => [m.label, m.order_pos]));
  });
});
