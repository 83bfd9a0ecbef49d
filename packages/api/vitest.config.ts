import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The subpath first: an alias also matches what starts with its name and a slash.
    alias: {
      '@land-office/contract/chromium': fileURLToPath(
        new URL('../contract/src/chromium.ts', import.meta.url),
      ),
      '@land-office/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      '@land-office/site/start': fileURLToPath(new URL('../site/src/start.ts', import.meta.url)),
      '@land-office/site': fileURLToPath(new URL('../site/src/index.ts', import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    // Latency under a fault is measured alone: vitest.serial.config.ts runs these after the rest.
    exclude: ['**/node_modules/**', 'src/**/*.serial.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
