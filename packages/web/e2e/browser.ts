import { BROWSER_ARGS, CHROMIUM_CANDIDATES, findChromium } from '@land-office/contract/chromium';

/**
 * The system Chromium the suite drives: the one the server's scraper would use (CHROMIUM_PATH,
 * else the first system one). Playwright never downloads a browser here.
 * REQUIRE_E2E=1 (CI) turns a missing browser into a failure; otherwise the suite is skipped with
 * one line, and `undefined` is answered.
 */
export function systemChromium(): string | undefined {
  const path = findChromium(process.env.CHROMIUM_PATH);
  if (path) return path;
  const tried = process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.join(', ');
  if (process.env.REQUIRE_E2E === '1')
    throw new Error(`REQUIRE_E2E=1 but no Chromium at ${tried} (set CHROMIUM_PATH)`);
  console.warn(
    `No Chromium at ${tried}: end-to-end tests are skipped (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  return undefined;
}

/**
 * Headless, without background traffic, and with every address but loopback sent to a closed
 * port: whatever the page routing in fixtures.ts does not see (a preconnect, a service worker)
 * cannot leave the machine either. Loopback stays direct (Chromium's implicit proxy bypass).
 */
export const TEST_BROWSER_ARGS = [
  ...BROWSER_ARGS,
  '--no-first-run',
  '--disable-quic',
  '--proxy-server=http://127.0.0.1:9',
];
