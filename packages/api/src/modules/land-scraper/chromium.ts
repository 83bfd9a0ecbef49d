import { existsSync } from 'node:fs';

// Where a browser is looked for and how it is started, shared by the scraper's browser pool and
// the admin's end-to-end tests (which import this file as it is: keep it free of other imports).

export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Headless, without the sandbox (containers run as root) and without any background traffic. */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
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
