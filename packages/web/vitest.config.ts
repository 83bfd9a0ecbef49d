import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@land-office/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      // The longer name first: an alias also takes the names below it.
      '@land-office/client/refusals': fileURLToPath(new URL('../client/src/refusals.ts', import.meta.url)),
      '@land-office/client': fileURLToPath(new URL('../client/src/index.ts', import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screen tests render whole pages in jsdom; on a busy 2-core machine 5 s is too tight.
    testTimeout: 20_000,
    // Node 25 and later have a localStorage of their own (Web Storage, on by default), which
    // stands in front of jsdom's and holds nothing without --localstorage-file: the screens' own
    // is jsdom's, as in a browser. (The flag is Node 22's and 24's name too, where it is off.)
    execArgv: ['--no-experimental-webstorage'],
  },
});
