import { sessionStorageKeys } from '@land-office/contract';
import { test as base, expect, type Page } from '@playwright/test';
import { type ServerProcess, startServer } from '../../../scripts/server-process.mjs';
import { startProfileServer } from '../../../test-servers/profile-server.ts';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../test-servers/static-server.ts';
import { AdminApi, E2E_ADMIN } from './admin-api.ts';

export { E2E_ADMIN } from './admin-api.ts';
export { expect };

/** The site's time zone the servers run with: scheduled times are picked and shown on its clock. */
export const SITE_TIMEZONE = 'America/Sao_Paulo';

/** The shared secret of the in-world status scripts, as the servers are started with it. */
export const INWORLD_SECRET = 'e2e-inworld-secret-0123456789';

type ProfileServer = Awaited<ReturnType<typeof startProfileServer>>;

interface WorkerFixtures {
  /** The three land sources' fixture pages, served on loopback for the scraper. */
  landSources: StaticServer;
  /** A stand-in for world.secondlife.com on loopback, serving the resident profile fixtures. */
  profiles: ProfileServer;
  /** The built server (`npm start`'s entrypoint) with its own DATA_DIR and SQLite, one per worker. */
  server: ServerProcess;
}

interface TestFixtures {
  /** The API as an administrator session of this test's own: it makes the test's data. */
  api: AdminApi;
  /** The test's page, signed in with `api`'s session (set in localStorage, as the login form does). */
  adminPage: Page;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export const test = base.extend<TestFixtures, WorkerFixtures>({
  landSources: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const sources = await serveFolder(LAND_FIXTURES);
      await use(sources);
      await sources.close();
    },
    { scope: 'worker' },
  ],

  profiles: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const profiles = await startProfileServer();
      await use(profiles);
      await profiles.close();
    },
    { scope: 'worker' },
  ],

  server: [
    async ({ profiles, landSources: _servedBeforeTheServerStarts, launchOptions }, use) => {
      const server = await startServer({
        env: {
          ADMIN_USERNAME: E2E_ADMIN.username,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          ADMIN_EMAIL: E2E_ADMIN.email,
          // The land sources and profile pages the tests point the server at are served on loopback.
          FETCH_ALLOW_PRIVATE: '127.0.0.0/8,::1/128',
          SL_PROFILE_URL_TEMPLATE: profiles.template,
          INWORLD_SECRET,
          SITE_TIMEZONE,
          // The scraper's browser sources use the browser the tests drive.
          CHROMIUM_PATH: launchOptions.executablePath ?? '',
          // Every test signs in through the API, and one server serves a worker's tests for the
          // whole run: the per-address limit on unauthenticated POSTs must not be what a test meets.
          RATE_LIMIT_PER_MINUTE: '100000',
        },
        pollMs: 100,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  baseURL: async ({ server }, use) => use(server.url),

  // Only the loopback servers a test starts: any other request the page makes is refused here
  // (and, below routing, the browser's proxy goes nowhere: browser.ts).
  context: async ({ context }, use, testInfo) => {
    await context.route(
      (url) => !isLoopback(url),
      async (route) => {
        testInfo.annotations.push({ type: 'blocked request', description: route.request().url() });
        await route.abort('blockedbyclient');
      },
    );
    await use(context);
  },

  api: async ({ playwright, server }, use) => {
    const http = await playwright.request.newContext({ baseURL: server.url });
    await use(await AdminApi.signIn(http));
    await http.dispose();
  },

  adminPage: async ({ page, api }, use) => {
    // Stored before the admin's first page runs, as the login form stores it; once per tab
    // (sessionStorage keeps the mark across reloads), so a sign-out the test makes stays signed out.
    await page.addInitScript(
      ({ keys, session }) => {
        if (sessionStorage.getItem('e2e-session-stored')) return;
        sessionStorage.setItem('e2e-session-stored', '1');
        localStorage.setItem(keys.token, session.token);
        localStorage.setItem(keys.user, JSON.stringify(session.admin));
      },
      { keys: sessionStorageKeys, session: api.session },
    );
    await use(page);
  },
});

/** Signs in through the login form, as a person does, and lands on the dashboard. */
export async function signInThroughForm(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** What the admin asks before leaving a screen with unsaved changes. */
export const UNSAVED_QUESTION = 'You have unsaved changes. Leave without saving?';

/**
 * Answers the admin's confirm dialog as a person does: it must ask `question` (the spec's words);
 * presses its action (yes) or its first button, Cancel (no), and waits for it to close.
 */
export async function answerConfirm(page: Page, question: string, yes: boolean) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button')
    .nth(yes ? -1 : 0)
    .click();
  await expect(dialog).toHaveCount(0);
}
