import { sql, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Dialect } from '../db/index.js';
import type { Database } from '../db/schema.js';

/** The lock's key: the name within this schema, so schemas sharing a server each have their own. */
const key = (name: string) => `hashtext('land-office:${name.replaceAll("'", "''")}:' || current_schema())`;

// Ignored on Unix sockets; over TCP the server drops a silent peer after 5 s idle + 3 probes 3 s
// apart, which frees the lock of an instance whose machine vanished.
const KEEPALIVES =
  "select set_config('tcp_keepalives_idle', '5', false), set_config('tcp_keepalives_interval', '3', false), set_config('tcp_keepalives_count', '3', false)";

/**
 * Takes the PostgreSQL session advisory lock `name` on a connection of its own and returns that
 * connection, or undefined when another session holds it. The lock lasts until released, or until
 * the connection ends (its process died): then the server frees it.
 */
export async function tryAdvisoryLock(pool: pg.Pool, name: string): Promise<pg.PoolClient | undefined> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(${key(name)}) as ok`);
    if (!rows[0]?.ok) {
      client.release();
      return undefined;
    }
    await client.query(KEEPALIVES);
    return client;
  } catch (err) {
    client.release(true);
    throw err;
  }
}

/** Frees the lock; the connection is closed rather than pooled, which also undoes its keepalive settings. */
export async function releaseAdvisoryLock(client: pg.PoolClient, name: string): Promise<void> {
  await client.query(`select pg_advisory_unlock(${key(name)})`).catch(() => {});
  client.release(true);
}

/**
 * Holds the PostgreSQL advisory lock `name` until the transaction ends, so writes of one document
 * take turns (SQLite's transactions take turns anyway).
 */
export async function transactionLock(trx: Transaction<Database>, dialect: Dialect, name: string) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${sql.raw(key(name))})`.execute(trx);
}
