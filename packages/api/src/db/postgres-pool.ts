import { createRequire } from 'node:module';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient, QueryConfig, QueryResult } from 'pg';
import type { Config } from '../config.js';

const require = createRequire(import.meta.url);
let loaded: typeof import('pg') | undefined;

/**
 * pg, loaded when PostgreSQL is first used: a server on SQLite never needs its 35 files. Integers
 * come back as JS numbers (counts, bigint ids) instead of strings.
 */
export function pg() {
  if (!loaded) {
    loaded = require('pg') as typeof import('pg');
    loaded.types.setTypeParser(loaded.types.builtins.INT8, (v) => Number(v));
  }
  return loaded;
}

export interface PoolLimits {
  /**
   * The server's bound on each statement, and the client's (a second more) on its answer;
   * undefined for none. The app sets it; backup and restore, whose statements are their own
   * (and long), do not. Migrations lift it for themselves (db/migrations/index.ts).
   */
  statementTimeoutMs?: number;
}

/**
 * How long past the server's statement timeout the client stops waiting for an answer: only a
 * server that vanished without a word (a host gone, a network cut) lets it pass, where TCP would
 * wait some fifteen minutes. Ten seconds, so migrations waiting behind another instance's (they lift
 * the server's bound, not this one) have room.
 */
const UNANSWERED_AFTER_MS = 10_000;

/** How long each pool's (and each of its connections') statements wait for an answer, if bounded. */
const answerWaits = new WeakMap<object, number>();

/**
 * The PostgreSQL pool: at most DB_POOL_MAX connections, and no query waits longer than
 * DB_ACQUIRE_TIMEOUT_MS for one (pg-pool times out a queued request as well as a new connection,
 * "timeout exceeded when trying to connect": a 503). Backup and restore, which give neither, take
 * pg's own (10, and no limit).
 *
 * The wait for an answer is bounded here, per statement, not by pg's `query_timeout` on the pool:
 * pg wraps each query's callback in closures of its own for that timer, and with them every
 * answer's rows outlived the scavenges of V8's young generation while the next statement was
 * awaited, so a content export promoted all it read into the old generation (the server's peak
 * 150 MB against 110 on SQLite for 10,000 posts; scripts/stream-memory.mjs --postgres).
 */
export function createPool(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema'> &
    Partial<Pick<Config, 'dbPoolMax' | 'dbAcquireTimeoutMs'>>,
  { statementTimeoutMs }: PoolLimits = {},
): Pool {
  const pool = new (pg().Pool)({
    connectionString: config.databaseUrl,
    max: config.dbPoolMax,
    connectionTimeoutMillis: config.dbAcquireTimeoutMs,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    // Names this app's sessions in pg_stat_activity; `?application_name=` in the URL overrides it.
    application_name: 'land-office',
    ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
  });
  const wait = statementTimeoutMs ? statementTimeoutMs + UNANSWERED_AFTER_MS : undefined;
  if (wait) answerWaits.set(pool, wait);
  // A client losing its server must not crash the process: an idle one is dropped by the pool;
  // a checked-out one (which the pool no longer listens to) fails its query, which answers 503,
  // and is dropped when released. The next query opens a new connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    if (wait) answerWaits.set(client, wait);
  });
  return pool;
}

/**
 * A statement sent to pg directly rather than through Kysely (LISTEN and NOTIFY, advisory locks),
 * with the pool's bound on its answer as pg's own `query_timeout`: these are few and small.
 */
export function bounded(on: Pool | PoolClient, text: string, values?: unknown[]): QueryConfig {
  const wait = answerWaits.get(on);
  return { text, ...(values ? { values } : {}), ...(wait ? { query_timeout: wait } : {}) } as QueryConfig;
}

/** The pool's options for a connection of its own (LISTEN), its answers bounded as the pool's. */
export function ownClientOptions(pool: Pool) {
  const wait = answerWaits.get(pool);
  return { ...pool.options, ...(wait ? { query_timeout: wait } : {}) };
}

const UNANSWERED = 'Query read timeout';

/**
 * `done` once, with the first of the answer and the end of the wait: made here, apart from the
 * caller's closures, so that nothing of the statement's own scope is held by the timer.
 */
function settleOnce(
  resolve: (result: QueryResult) => void,
  reject: (err: Error) => void,
  onUnanswered: (err: Error) => void,
  waitMs: number | undefined,
) {
  let settled = false;
  const timer =
    waitMs === undefined
      ? undefined
      : setTimeout(() => {
          if (settled) return;
          settled = true;
          const err = new Error(UNANSWERED);
          onUnanswered(err);
          reject(err);
        }, waitMs);
  return (err: Error | undefined, result: QueryResult) => {
    if (settled) return;
    settled = true;
    if (timer) clearTimeout(timer);
    if (err) reject(err);
    else resolve(result);
  };
}

/**
 * The pool as Kysely takes it. Each statement is sent with pg's callback (its promise form wraps
 * the answer in closures that kept it from V8's young generation in the same way) and waits for
 * its answer as long as the pool allows; a connection whose statement went unanswered that long
 * is closed rather than pooled again: pg would hand it to the next query, which would queue
 * behind the lost statement and time out in its turn.
 */
export function closingUnanswered(pool: Pool): PostgresPool {
  const wait = answerWaits.get(pool);
  return {
    async connect() {
      const client = await pool.connect();
      let unanswered: Error | undefined;
      const lost = (err: Error) => {
        unanswered = err;
      };
      const query = (text: string, values: readonly unknown[]) =>
        new Promise<QueryResult>((resolve, reject) => {
          client.query(text, values as unknown[], settleOnce(resolve, reject, lost, wait));
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
