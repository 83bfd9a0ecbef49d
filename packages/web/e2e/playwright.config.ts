import { defineConfig } from '@playwright/test';
import { systemChromium, TEST_BROWSER_ARGS } from './browser.ts';

const executablePath = systemChromium();

/**
 * The admin end to end, in the system Chromium against the built server (`npm run build` first;
 * `npm run test:e2e` does). Each worker starts its own server (fixtures.ts); each test makes its
 * own data, so tests run in any order and in parallel, one per core.
 */
export default defineConfig({
  testDir: '.',
  // Without a browser no file is collected (npm run test:e2e passes --pass-with-no-tests).
  testMatch: executablePath ? '*.spec.ts' : [],
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: process.env.REQUIRE_E2E === '1',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath, args: TEST_BROWSER_ARGS },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
