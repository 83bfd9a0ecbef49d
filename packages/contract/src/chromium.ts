/// <reference types="node" />
import { existsSync } from 'node:fs';

// Where a browser is looked for and how it is started: the API's scraper and the admin's
// end-to-end tests launch the same Chromium the same way. Node-only (node:fs), so it is the
// subpath `@land-office/contract/chromium`, never part of the index the admin bundle reads.

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Headless and without any background traffic. The sandbox is Playwright's `chromiumSandbox`
 * option: the scraper turns it on (sandbox-launcher.ts), a test client may leave it off.
 */
export const BROWSER_ARGS = [
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH when set, else the first system Chromium found; undefined when there is none. */
export function findChromium(configured: string | undefined): string | undefined {
  if (configured) return existsSync(configured) ? configured : undefined;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}
