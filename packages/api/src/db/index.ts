import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin.js';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** The pg pool on PostgreSQL (for LISTEN/NOTIFY and advisory locks), undefined on SQLite. */
  pool?: pg.Pool;
}

// Integers come back as JS numbers (counts, bigint ids) instead of strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDb(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): DbHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // Names this app's sessions in pg_stat_activity; `?application_name=` in the URL overrides it.
      application_name: 'land-office',
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    // A client losing its server must not crash the process: an idle one is dropped by the pool;
    // a checked-out one (which the pool no longer listens to) fails its query, which answers 503,
    // and is dropped when released. The next query opens a new connection.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      pool,
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(join(config.dataDir, 'land-office.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, dialect: 'sqlite' };
}
