// Whether a PostgreSQL answers: used by the tests (to require or skip their PostgreSQL runs) and by
// `npm run bench` (to add its PostgreSQL pass).
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
