import { randomBytes } from 'node:crypto';
import { TEST_DATABASE_URL, withPgClient } from './postgres.js';

/**
 * A PostgreSQL database of the test's own, so a fault can be caused on it (refusing connections,
 * terminating its backends) without touching the shared cluster or another test's data.
 */
export async function createTestDatabase() {
  const name = `lo_fault_${randomBytes(5).toString('hex')}`;
  await withPgClient((c) => c.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const terminate = () =>
    withPgClient((c) =>
      c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      ),
    );
  return {
    name,
    url: url.toString(),
    /** New connections are refused (SQLSTATE 55000) and the open ones are terminated (57P01). */
    async refuseConnections() {
      await withPgClient((c) => c.query(`alter database ${name} with allow_connections false`));
      await terminate();
    },
    allowConnections: () =>
      withPgClient((c) => c.query(`alter database ${name} with allow_connections true`)),
    async drop() {
      await withPgClient((c) => c.query(`alter database ${name} with allow_connections true`));
      await terminate();
      await withPgClient((c) => c.query(`drop database if exists ${name}`));
    },
  };
}
