import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Config } from '../config.js';
import { closingUnanswered, createPool, type PoolLimits } from './postgres-pool.js';
import type { Database } from './schema.js';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.js';
import { sqliteDiskWrites } from './sqlite-disk-writes.js';
import { SqliteDialectKeepingErrors } from './sqlite-rollback.js';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** The pg pool on PostgreSQL (for LISTEN/NOTIFY and advisory locks), undefined on SQLite. */
  pool?: Pool;
  /** On SQLite, whether a logged query put a change on disk (see sqlite-disk-writes.ts). */
  wroteToDisk?: (event: LogEvent) => boolean;
}

export interface DbOptions extends PoolLimits {
  /** Hears every query's outcome (the app's fault log: a query that works ends a fault). */
  observe?: (event: LogEvent) => void;
}

export function createDb(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> &
    Partial<Pick<Config, 'dbPoolMax' | 'dbAcquireTimeoutMs'>>,
  options: DbOptions = {},
): DbHandle {
  if (config.databaseUrl) {
    const pool = createPool(config, options);
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: closingUnanswered(pool) }),
        log: options.observe,
      }),
      dialect: 'postgres',
      pool,
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(join(config.dataDir, 'land-office.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // A synchronous wait that blocks the whole event loop, so 5 ms: enough for another process's
  // brief write. A longer lock is waited for in `transaction` (db/transaction.ts), asynchronously;
  // reads (WAL) do not wait for it at all. With 10 ms, reads' p99 under a held lock doubled.
  sqlite.pragma('busy_timeout = 5');
  const db = new Kysely<Database>({
    dialect: new SqliteDialectKeepingErrors(sqlite),
    plugins: [new SqliteBooleanPlugin()],
    log: options.observe,
  });
  return { db, dialect: 'sqlite', wroteToDisk: sqliteDiskWrites(sqlite) };
}
