import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { type ServerProcess, startServer as startServerProcess } from '../../../scripts/server-process.mjs';
import { BROWSER_ARGS } from '../../api/src/modules/land-scraper/chromium.ts';

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123', email: 'e2e@example.com' };

export type RunningServer = ServerProcess;

/** The built server (`npm start`'s entrypoint) on a free port with a fresh DATA_DIR. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServerProcess({
    env: {
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ...env,
    },
    pollMs: 100,
  });
}

export async function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [...BROWSER_ARGS, '--no-first-run', '--disable-quic'],
  });
}

export async function signIn(page: Page, base: string) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${base}/admin/dashboard`);
}

export interface E2EContext {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/** A suite against one running server and one browser; a fresh page (no storage) per suite. */
export function describeE2E(
  title: string,
  suite: (ctx: E2EContext) => void,
  env: Record<string, string> = {},
) {
  const executable = inject('chromium');
  (executable ? describe : describe.skip)(title, () => {
    const ctx = {} as E2EContext;
    beforeAll(async () => {
      ctx.server = await startServer(env);
      ctx.browser = await launchBrowser(executable as string);
      ctx.page = await ctx.browser.newPage();
      ctx.page.setDefaultTimeout(15_000);
    });
    afterAll(async () => {
      await ctx.browser?.close();
      await ctx.server?.stop();
    });
    suite(ctx);
  });
}
