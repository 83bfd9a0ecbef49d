import { expect, it } from 'vitest';
import { describeE2E, E2E_ADMIN, signIn } from './harness';

describeE2E('admin shell', (t) => {
  it('sends a signed-out visitor to the login page', async () => {
    await t.page.goto(`${t.server.url}/`);
    await t.page.waitForURL(`${t.server.url}/admin/login`);
    expect(await t.page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
  });

  it('shows the server error for a wrong password', async () => {
    await t.page.getByLabel('Username').fill(E2E_ADMIN.username);
    await t.page.getByLabel('Password').fill('not-the-password');
    await t.page.getByRole('button', { name: 'Sign In' }).click();
    await t.page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
  });

  it('signs in, shows the dashboard, the sidebar and who is signed in', async () => {
    await signIn(t.page, t.server.url);
    await t.page.getByText('Posts do Blog').waitFor();
    expect(await t.page.getByTestId('current-username').textContent()).toBe(E2E_ADMIN.username);
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
      expect(await t.page.getByRole('link', { name: entry, exact: true }).count()).toBe(1);
    }
  });

  it('keeps the session across a reload', async () => {
    await t.page.reload();
    await t.page.getByText('Posts do Blog').waitFor();
    expect(t.page.url()).toBe(`${t.server.url}/admin/dashboard`);
  });

  it('shows a not-found page for an unknown admin route', async () => {
    await t.page.goto(`${t.server.url}/admin/no-such-screen`);
    await t.page.getByText('Page not found').waitFor();
  });

  it('signs out and goes to the login page when the server refuses the token', async () => {
    await t.page.goto(`${t.server.url}/admin/dashboard`);
    const token = await t.page.evaluate(() => localStorage.getItem('admin_token'));
    expect(token).toBeTruthy();
    await fetch(`${t.server.url}/api/admin/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await t.page.reload();
    await t.page.waitForURL(`${t.server.url}/admin/login`);
    expect(await t.page.evaluate(() => localStorage.getItem('admin_user'))).toBeNull();
  });

  it('Logout revokes the token on the server and clears the browser session', async () => {
    await signIn(t.page, t.server.url);
    const token = await t.page.evaluate(() => localStorage.getItem('admin_token'));
    await t.page.getByRole('button', { name: 'Logout' }).click();
    await t.page.waitForURL(`${t.server.url}/admin/login`);
    expect(await t.page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    const me = await fetch(`${t.server.url}/api/admin/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
  });
});
