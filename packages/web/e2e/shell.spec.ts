import { sessionStorageKeys } from '@land-office/contract';
import { answerConfirm, E2E_ADMIN, expect, signInThroughForm, test } from './fixtures.ts';

test.describe('admin shell', () => {
  test('names each screen in the tab, and is sent compressed with an icon and a manifest', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Sign in · Land Office');
    const entry = await page.locator('script[type="module"]').first().getAttribute('src');
    const script = await page.request.get(entry as string, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const link of ['link[rel="icon"]', 'link[rel="manifest"]']) {
      const href = await page.locator(link).getAttribute('href');
      expect((await page.request.get(href as string)).status(), link).toBe(200);
    }
    expect((await page.request.get('/favicon.ico')).status()).toBe(200);
  });

  test('skips to the screen with the first Tab, and rings what the keyboard focuses', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();
    // The next Tab lands inside the screen, not back in the sidebar, and shows a 2 px ring.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.evaluate((el) => Boolean(el.closest('main')))).toBe(true);
    expect(
      await focused.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      }),
    ).toBe('solid 2px');
  });

  test('sends a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('shows the server error for a wrong password', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
  });

  test('signs in, shows the dashboard, the sidebar and who is signed in', async ({ page }) => {
    await signInThroughForm(page);
    await expect(page.getByText('Posts do Blog')).toBeVisible();
    await expect(page.getByTestId('current-username')).toHaveText(E2E_ADMIN.username);
    for (const entry of [
      'Dashboard',
      'Site Settings',
      'Header',
      'Banners',
      'Hero Section',
      'Available Land',
      'Blog Posts',
      'Menus',
      'Services',
      'Support Team',
    ]) {
      await expect(page.getByRole('link', { name: entry, exact: true })).toHaveCount(1);
    }
  });

  test('keeps the session across a reload', async ({ adminPage: page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Posts do Blog')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Posts do Blog')).toBeVisible();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('shows a not-found page for an unknown admin route', async ({ adminPage: page }) => {
    await page.goto('/admin/no-such-screen');
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('signs out and goes to the login page when the server refuses the token', async ({
    adminPage: page,
    request,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Posts do Blog')).toBeVisible();
    const token = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKeys.token);
    expect(token).toBeTruthy();
    await request.post('/api/admin/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page).toHaveURL('/admin/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKeys.user)).toBeNull();
  });

  test('Logout revokes the token on the server and clears the browser session', async ({
    adminPage: page,
    request,
  }) => {
    await page.goto('/admin/dashboard');
    const token = await page.evaluate((key) => localStorage.getItem(key), sessionStorageKeys.token);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/admin/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), sessionStorageKeys.token)).toBeNull();
    const me = await request.get('/api/admin/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('lists the sessions and signs out another device from Sessions', async ({
    adminPage: page,
    request,
  }) => {
    // Another device: a sign-in through the API, with its own browser name.
    const other = await request.post('/api/admin/auth/login', {
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' },
      data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    });
    const { token } = (await other.json()) as { token: string };
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Sessions' }).click();
    await expect(page).toHaveURL('/admin/sessions');
    await expect(page.getByText('This device')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Firefox 140 · Windows' });
    await row.getByRole('button', { name: 'Sign out' }).click();
    await answerConfirm(page, 'Sign out this session?', true);
    await expect(page.getByRole('status').filter({ hasText: 'Session signed out' })).toBeVisible();
    await expect(row).toHaveCount(0);
    const me = await request.get('/api/admin/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});
