import {
  defaultMenus,
  type HeaderSettings,
  headerMessages,
  type SiteSettings,
  type SiteSettingsUpdate,
  siteSettingsDefaults,
  siteSettingsMessages,
} from '@land-office/contract';
import type { Page } from '@playwright/test';
import { type AdminApi, png } from './admin-api.ts';
import { answerConfirm, expect, test, UNSAVED_QUESTION } from './fixtures.ts';

const openFromSidebar = async (page: Page, entry: string, path: string) => {
  await page.getByRole('link', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(path);
};
const saveSiteSettings = (api: AdminApi, settings: SiteSettingsUpdate) =>
  api.put('/site-settings/admin', settings);

test.describe('settings screens', () => {
  test('keeps a changed site title and theme across a reload', async ({ adminPage: page, api }) => {
    await saveSiteSettings(api, { site_title: siteSettingsDefaults.site_title, default_theme: 'light' });
    await page.goto('/admin/dashboard');
    await openFromSidebar(page, 'Site Settings', '/admin/site-settings');
    await page.getByLabel('Site Title').fill('Moonlit Bay Estates');
    await page.getByLabel('Default Theme').selectOption('dark');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText(siteSettingsMessages.saved)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Site Title')).toHaveValue('Moonlit Bay Estates');
    await expect(page.getByLabel('Default Theme')).toHaveValue('dark');
    expect(await api.publicGet<SiteSettings>('/site-settings')).toMatchObject({
      site_title: 'Moonlit Bay Estates',
      default_theme: 'dark',
    });
  });

  test('shows the save message in view, however far the page is scrolled', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/admin/site-settings');
    await page.getByLabel('Site Title').fill('Harbour Lights');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const message = page.getByRole('status').filter({ hasText: siteSettingsMessages.saved });
    await expect(message).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toHaveCount(0);
  });

  test("shows the server's error for a bad e-mail and saves nothing of that form", async ({
    adminPage: page,
    api,
  }) => {
    await saveSiteSettings(api, { site_title: 'Moonlit Bay Estates', contact_email: null });
    await page.goto('/admin/site-settings');
    await expect(page.getByLabel('Site Title')).toHaveValue('Moonlit Bay Estates');
    await page.getByLabel('Contact Email').fill('sales(at)example');
    await page.getByLabel('Site Title').fill('Never Saved');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error: contact_email: must be an e-mail address');
    expect(await api.publicGet<SiteSettings>('/site-settings')).toMatchObject({
      site_title: 'Moonlit Bay Estates',
      contact_email: null,
    });
  });

  test('asks before leaving the unsaved form', async ({ adminPage: page }) => {
    await page.goto('/admin/site-settings');
    await page.getByLabel('Site Title').fill('Never Saved');
    await page.getByRole('link', { name: 'Header', exact: true }).click();
    await answerConfirm(page, UNSAVED_QUESTION, true);
    await expect(page).toHaveURL('/admin/header');
  });

  test('uploads a dark logo, shows it in the dark preview, and keeps it once saved', async ({
    adminPage: page,
    api,
  }) => {
    await page.goto('/admin/header');
    await page.getByLabel('Upload dark theme logo').setInputFiles({
      name: 'dark-logo.png',
      mimeType: 'image/png',
      buffer: await png(64, 64, '#fbbf24', 4),
    });
    await expect(page.getByText(headerMessages.logoUploaded('dark'))).toBeVisible();
    const darkLogo = page.getByRole('figure', { name: 'Dark theme preview' }).getByRole('img');
    await expect(darkLogo).toHaveAttribute('src', /^\/uploads\/logos\/[0-9a-f]+\.png$/);
    // The uploaded image really loads (the preview did not fall back to the default logo).
    await expect(darkLogo).toHaveJSProperty('naturalWidth', 64);
    const uploaded = (await darkLogo.getAttribute('src')) as string;

    await page.getByRole('button', { name: 'Save Header Settings' }).click();
    await expect(page.getByText(headerMessages.settingsSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Dark Theme Logo URL')).toHaveValue(uploaded);
    expect((await api.publicGet<HeaderSettings>('/header-settings')).logo_dark_url).toBe(uploaded);
  });

  test('creates the seven default menus in order 1 to 7', async ({ adminPage: page, api }) => {
    await api.clear('menu');
    await page.goto('/admin/header');
    await expect(page.getByText(headerMessages.menuEmpty)).toBeVisible();
    await page.getByRole('button', { name: 'Create Default Menus' }).click();
    await expect(page.getByText(headerMessages.defaultsCreated)).toBeVisible();
    const rows = page.getByRole('list', { name: 'Header menu items' }).getByRole('listitem');
    await expect(rows).toHaveCount(7);
    expect(await rows.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')))).toEqual(
      defaultMenus.map((m) => m.label),
    );
    const menu = await api.publicGet<Array<{ label: string; order_pos: number }>>('/menu');
    expect(menu.map((m) => [m.label, m.order_pos])).toEqual(defaultMenus.map((m) => [m.label, m.order_pos]));
  });
});
