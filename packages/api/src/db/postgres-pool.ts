import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg, { type Pool } from 'pg';
import type { Config } from '../config.js';

// Integers come back as JS numbers (counts, bigint ids) instead of strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export { pg };

export interface PoolLimits {
  /**
   * The server's bound on each statement, and the client's (ten seconds more) on its answer;
   * undefined for none. The app sets it; backup and restore, whose statements are their own
   * (and long), do not. Migrations lift it for themselves (db/migrations/index.ts).
   */
  statementTimeoutMs?: number;
}

/**
 * How long past the server's statement timeout the client stops waiting for an answer (pg's
 * `query_timeout`): only a server that vanished without a word (a host gone, a network cut) lets
 * it pass, where TCP would wait some fifteen minutes. Ten seconds, so migrations waiting behind
 * another instance's (they lift the server's bound, not this one) have room.
 */
const UNANSWERED_AFTER_MS = 10_000;

/** pg's error when `query_timeout` passed with no answer. */
const UNANSWERED = 'Query read timeout';

/**
 * The PostgreSQL pool: at most DB_POOL_MAX connections, and no query waits longer than
 * DB_ACQUIRE_TIMEOUT_MS for one (pg-pool times out a queued request as well as a new connection,
 * "timeout exceeded when trying to connect": a 503). Each statement is bounded by the server
 * (`statement_timeout`) and its answer by the client (`query_timeout`). Backup and restore, which
 * give neither, take pg's own (10 s to connect, no limit).
 */
export function createPool(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema'> &
    Partial<Pick<Config, 'dbPoolMax' | 'dbAcquireTimeoutMs'>>,
  { statementTimeoutMs }: PoolLimits = {},
): Pool {
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: config.dbPoolMax,
    connectionTimeoutMillis: config.dbAcquireTimeoutMs,
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + UNANSWERED_AFTER_MS }
      : {}),
    // Names this app's sessions in pg_stat_activity; `?application_name=` in the URL overrides it.
    application_name: 'land-office',
    ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
  });
  // A client losing its server must not crash the process: an idle one is dropped by the pool;
  // a checked-out one (which the pool no longer listens to) fails its query, which answers 503,
  // and is dropped when released. The next query opens a new connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** The pool's options for a connection of its own (LISTEN), its answers bounded as the pool's. */
export const ownClientOptions = (pool: Pool) => pool.options;

/**
 * The pool as Kysely takes it (its `PostgresPool` interface). A connection whose statement went
 * unanswered past `query_timeout` is closed rather than pooled again: pg would hand it to the
 * next query, which would queue behind the lost statement and time out in its turn.
 */
export function closingUnanswered(pool: Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let unanswered: Error | undefined;
      const query = (text: string, values: readonly unknown[]) =>
        client.query(text, values as unknown[]).catch((err: Error) => {
          if (err.message === UNANSWERED) unanswered = err;
          throw err;
        });
      // Kysely's other form of `query`, with a cursor, is unused: no cursor is configured.
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(unanswered),
      };
    },
    end: () => pool.end(),
  };
}
