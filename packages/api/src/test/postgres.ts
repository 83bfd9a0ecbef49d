import pg from 'pg';
import { postgresAnswers } from '../../../../scripts/postgres.mjs';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL answers at TEST_DATABASE_URL; REQUIRE_POSTGRES=1 turns "no" into a failure. */
export const postgresAvailable = (): Promise<boolean> => postgresAnswers(TEST_DATABASE_URL);

export async function withPgClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The same URL with `application_name` set, so a test can find (and terminate) one app's sessions. */
export function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}
