// Whether a PostgreSQL answers: used by the tests (to require or skip their PostgreSQL runs) and by
// the benches (to add their PostgreSQL pass, and make and drop their schemas).
import pg from 'pg';

/** True when `url` accepts a connection and a query within about 2 s. */
export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one statement on a connection of its own (a bench's `create schema` / `drop schema`). */
export async function postgresRun(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
