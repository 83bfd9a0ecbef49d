import { CHROMIUM_CANDIDATES, findChromium } from '../../api/src/modules/land-scraper/chromium.ts';

/**
 * Decides once whether the browser suite runs, with the Chromium the server's scraper would use
 * (CHROMIUM_PATH, else the first system one); REQUIRE_E2E=1 turns a missing browser into a failure.
 */
export default function setup({ provide }: { provide: (key: 'chromium', value: string | null) => void }) {
  const path = findChromium(process.env.CHROMIUM_PATH);
  if (path) return provide('chromium', path);
  const tried = process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.join(', ');
  if (process.env.REQUIRE_E2E === '1')
    throw new Error(`REQUIRE_E2E=1 but no Chromium at ${tried} (set CHROMIUM_PATH)`);
  console.warn(
    `No Chromium at ${tried}: end-to-end tests are skipped (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  provide('chromium', null);
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string | null;
  }
}
