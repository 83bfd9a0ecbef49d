import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const from = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The client's tests run the real API (its test helpers), on SQLite and, when one answers, PostgreSQL. */
export default defineConfig({
  resolve: {
    // The subpath first: an alias also matches what starts with its name and a slash.
    alias: {
      '@land-office/contract/chromium': from('../contract/src/chromium.ts'),
      '@land-office/contract': from('../contract/src/index.ts'),
      '@land-office/site/start': from('../site/src/start.ts'),
      '@land-office/site': from('../site/src/index.ts'),
      '@land-office/client': from('src/index.ts'),
    },
  },
  test: {
    root: from('.'),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../api/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
