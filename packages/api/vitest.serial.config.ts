import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * Tests that measure latency under a fault (a p99 the issue sets) run here, one file at a time and
 * after the others, so no other test file's load sits on the same two cores meanwhile.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['src/**/*.serial.test.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
  },
});
