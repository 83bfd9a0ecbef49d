import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Decides once whether the browser suite runs; REQUIRE_E2E=1 turns a missing browser into a failure. */
export default function setup({ provide }: { provide: (key: 'chromium', value: string | null) => void }) {
  const path = chromiumPath();
  if (existsSync(path)) return provide('chromium', path);
  if (process.env.REQUIRE_E2E === '1')
    throw new Error(`REQUIRE_E2E=1 but no Chromium at ${path} (set CHROMIUM_PATH)`);
  console.warn(
    `No Chromium at ${path}: end-to-end tests are skipped (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  provide('chromium', null);
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string | null;
  }
}
