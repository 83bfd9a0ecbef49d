import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run bench:scraper`: timings, not a test; run alone so nothing else competes for the CPU. */
export default defineConfig({
  resolve: {
    alias: {
      '@land-office/contract/chromium': fileURLToPath(
        new URL('../../contract/src/chromium.ts', import.meta.url),
      ),
      '@land-office/contract': fileURLToPath(new URL('../../contract/src/index.ts', import.meta.url)),
      '@land-office/site/start': fileURLToPath(new URL('../../site/src/start.ts', import.meta.url)),
      '@land-office/site': fileURLToPath(new URL('../../site/src/index.ts', import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.bench-run.ts'],
    environment: 'node',
    testTimeout: 300_000,
    fileParallelism: false,
  },
});
