import { postgresAvailable, TEST_DATABASE_URL } from './postgres.js';

/** Decides once per run whether the PostgreSQL half of the suite runs, and says so in one line. */
export default async function setup({ provide }: { provide: (key: 'postgres', value: boolean) => void }) {
  const available = await postgresAvailable();
  if (!available && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but no PostgreSQL answers at ${TEST_DATABASE_URL}`);
  }
  if (!available)
    console.warn(`PostgreSQL not reachable at ${TEST_DATABASE_URL}: PostgreSQL tests are skipped.`);
  provide('postgres', available);
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: boolean;
  }
}
