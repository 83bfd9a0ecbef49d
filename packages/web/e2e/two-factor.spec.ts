import type { UserLink } from '@land-office/contract';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import type { AdminApi } from './admin-api.ts';
import { expect, test } from './fixtures.ts';

/** A password the server's policy takes (12+ characters, hard to guess). */
const PASSWORD = 'quiet harbour lantern 2026';

/**
 * A person of this test's own, with a password, made as an owner makes one (an invitation, then
 * its link used): a second factor is never set up on the shared administrator the other tests
 * sign in with.
 */
async function newPerson(api: AdminApi, prefix: string) {
  const username = `${prefix}-${test.info().workerIndex}-${Date.now()}`;
  const { user, link } = await api.post<UserLink>('/admin/users', { username, role: 'editor' });
  const token = new URL(link).searchParams.get('token');
  await api.post('/admin/auth/accept-invite', { token, password: PASSWORD });
  return user;
}

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/**
 * The code an authenticator app shows for `secret` half a minute from now: the server takes one
 * step either side, and each step's code once, so this one is good even right after the code
 * that turned the app on was used.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test.describe('two-factor sign-in', () => {
  test('sets up an authenticator app on the account page, then signs in with its code', async ({
    page,
    api,
  }) => {
    const person = await newPerson(api, 'totp');
    try {
      await signInWithPassword(page, person.username);
      await expect(page).toHaveURL('/admin/dashboard');
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      const section = page.getByRole('region', { name: 'Two-factor sign-in' });
      await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
      await expect(
        section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
      ).toBeVisible();
      const secret = (await section.getByLabel('Key for typing in').inputValue()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

      await section.getByLabel('Code from the app').fill(await generate({ secret }));
      await section.getByRole('button', { name: 'Turn on' }).click();
      const codes = section.getByRole('region', { name: 'Your recovery codes' });
      await expect(codes.getByText('Save these now: they will not be shown again.')).toBeVisible();
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      const download = page.waitForEvent('download');
      await codes.getByRole('link', { name: 'Download (.txt)' }).click();
      expect((await download).suggestedFilename()).toBe(`land-office-recovery-codes-${person.username}.txt`);
      await codes.getByRole('button', { name: 'I have saved them' }).click();
      await expect(codes).toHaveCount(0);
      await expect(section.getByText('10 recovery codes left', { exact: false })).toBeVisible();

      await signOut(page);
      await signInWithPassword(page, person.username);
      await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
      const code = page.getByLabel('Code', { exact: true });
      await expect(code).toBeFocused();
      await code.fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(code).toHaveAccessibleDescription('That code is not right. Try again.');
      await code.fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL('/admin/dashboard');
      await expect(page.getByTestId('current-username')).toHaveText(person.username);
    } finally {
      await api.delete(`/admin/users/${person.id}`);
    }
  });

  test('adds a passkey on the account page, then signs in with it alone', async ({ page, api, server }) => {
    // WebAuthn refuses an IP address as the relying party: the same server, by name.
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const person = await newPerson(api, 'passkey');
    try {
      await page.goto(`${origin}/admin/login`);
      await page.getByLabel('Username').fill(person.username);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(`${origin}/admin/dashboard`);
      await page.goto(`${origin}/admin/account`);
      const section = page.getByRole('region', { name: 'Two-factor sign-in' });
      await expect(section.getByText('No passkeys yet.')).toBeVisible();
      const name = section.getByLabel('Name of the new passkey');
      await expect(name).toHaveValue('Passkey 1');
      await name.fill('Test laptop');
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible();
      await expect(section.getByRole('listitem').filter({ hasText: 'Test laptop' })).toContainText(
        'never used',
      );

      await signOut(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL(`${origin}/admin/dashboard`);
      await expect(page.getByTestId('current-username')).toHaveText(person.username);
      await page.goto(`${origin}/admin/account`);
      await expect(section.getByRole('listitem').filter({ hasText: 'Test laptop' })).toContainText(
        'last used just now',
      );
    } finally {
      await api.delete(`/admin/users/${person.id}`);
    }
  });

  test('an invited editor signs in and finds the owner-only screens closed', async ({
    adminPage: page,
    api,
    browser,
    baseURL,
  }) => {
    const username = `editor-${test.info().workerIndex}-${Date.now()}`;
    await page.goto('/admin/users/new');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Role').selectOption('editor');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = await page.getByLabel('One-time link').inputValue();
    expect(link).toContain('/admin/accept-invite?token=');
    const invited = (await api.get<{ id: number; username: string }[]>('/admin/users')).find(
      (user) => user.username === username,
    );
    expect(invited).toBeDefined();

    // The invitee, in a browser of their own.
    const theirs = await browser.newContext({ baseURL });
    try {
      const editor = await theirs.newPage();
      await editor.goto(link);
      await expect(editor.getByRole('heading', { name: `Welcome, ${username}` })).toBeVisible();
      await editor.getByLabel('New password').fill(PASSWORD);
      await editor.getByLabel('Repeat the password').fill(PASSWORD);
      await editor.getByRole('button', { name: 'Accept and sign in' }).click();
      await expect(editor).toHaveURL('/admin/dashboard');
      await expect(editor.getByTestId('current-role')).toHaveText('Editor');
      const sidebar = editor.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar.getByRole('link', { name: 'Blog Posts' })).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
      await expect(sidebar.getByRole('link', { name: 'Site Settings' })).toHaveCount(0);

      await editor.goto('/admin/site-settings');
      await expect(editor.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
      await expect(
        editor.getByText('Your role (editor) cannot change site settings.', { exact: false }),
      ).toBeVisible();
    } finally {
      await theirs.close();
      if (invited) await api.delete(`/admin/users/${invited.id}`);
    }
  });
});
