import { setTimeout as sleep } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import { faultKind } from '../lib/faults.js';
import type { Db, Dialect } from './index.js';
import type { Database } from './schema.js';

export interface RetryPolicy {
  dialect: Dialect;
  /** SQLite: how long a write keeps trying while another process holds the write lock. */
  busyDeadlineMs: number;
}

/** PostgreSQL: how many times a transaction that met a deadlock or a serialization failure runs again. */
export const SERIALIZATION_RETRIES = 3;

interface State extends RetryPolicy {
  /** SQLite: the transactions of this process, one after another (see `transaction`). */
  queue: Promise<unknown>;
}

// Kept beside the Kysely instance rather than in it, so repositories go on taking a plain `Db`.
const policies = new WeakMap<Db, State>();

/** Called once by createDb: how `transaction` retries on this database. */
export function setRetryPolicy(db: Db, policy: RetryPolicy) {
  policies.set(db, { ...policy, queue: Promise.resolve() });
}

/** Full jitter over an exponential step, so the transactions that collided do not collide again. */
const backoffMs = (attempt: number, capMs: number) => Math.min(capMs, 20 * 2 ** attempt) * Math.random();

/**
 * Runs `work` in a transaction, running it again when the database asks for that: a deadlock or a
 * serialization failure on PostgreSQL (up to SERIALIZATION_RETRIES times), the write lock held by
 * another process on SQLite (until the busy deadline). Then the error goes on, and the errors plugin
 * answers 503. `work` may run more than once: it must only touch the database through `trx`
 * (anything else, such as dropping a cache, belongs after it returns).
 *
 * On SQLite the waiting is done here, asynchronously, with the connection released, so reads go on
 * meanwhile; the synchronous busy timeout stays tiny. The transactions of the process wait their
 * turn in one queue (its single connection runs them one at a time anyway), so while the file is
 * locked only one of them at a time tries the lock, each try blocking the event loop for at most
 * that busy timeout.
 */
export async function transaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const state = policies.get(db);
  if (!state) return db.transaction().execute(work);
  const started = Date.now();
  const mayRetry: (attempt: number) => boolean =
    state.dialect === 'sqlite'
      ? () => Date.now() - started < state.busyDeadlineMs
      : (attempt: number) => attempt < SERIALIZATION_RETRIES;
  const run = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await db.transaction().execute(work);
      } catch (err) {
        if (faultKind(err) !== 'busy' || !mayRetry(attempt)) throw err;
        const wait = backoffMs(attempt, 250);
        const left = state.busyDeadlineMs - (Date.now() - started);
        await sleep(state.dialect === 'sqlite' ? Math.max(0, Math.min(wait, left)) : wait);
      }
    }
  };
  if (state.dialect !== 'sqlite') return run();
  const turn = state.queue.then(run);
  state.queue = turn.catch(() => {});
  return turn;
}
