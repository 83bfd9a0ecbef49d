import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { transaction } from '../../db/transaction.js';

export interface ThrottleOptions {
  /** Failures per (username, address) in the window; an address gets 4 × that across usernames. */
  maxAttempts: number;
  windowMs: number;
  now: () => number;
  /** Counts kept apart from sign-ins (`in-world` for the status scripts' secret); none for sign-ins. */
  scope?: string;
}

/** Past this many failures for one username in the window, each further attempt waits 1 s more. */
export const SPRAY_DELAY_FROM = 50;
export const SPRAY_DELAY_MAX_MS = 10_000;

export type Admission =
  | {
      admitted: true /** Failures for the username across all addresses, this one included. */;
      usernameCount: number;
    }
  | { admitted: false; retryAfterSeconds: number };

class Refused extends Error {
  constructor(readonly key: string) {
    super('refused');
  }
}

const keysIn = (scope: string) => (username: string, address: string) => ({
  pair: `${scope}p:${address}:${username}`,
  address: `${scope}a:${address}`,
  username: `${scope}u:${username}`,
});

/**
 * The sign-in throttle, counted in the database so every instance sharing it enforces one limit.
 * An attempt is counted before its password is checked, and the count decides in the same
 * statement (an upsert that only adds while under the limit): so a burst of parallel attempts
 * cannot all read "under the limit" before any of them is written, and only the admitted ones
 * reach the (slow) password check. A success takes its attempt back out.
 */
export function loginThrottle(db: Db, options: ThrottleOptions) {
  const { maxAttempts, windowMs, now } = options;
  const keys = keysIn(options.scope ? `${options.scope}:` : '');

  /** Adds one attempt under `key` (a new window when the last has passed); undefined when at `max`. */
  const bump = (trx: Db, key: string, max: number | undefined) => {
    const at = now();
    const start = new Date(at).toISOString();
    const expired = sql<boolean>`login_attempts.window_start <= ${new Date(at - windowMs).toISOString()}`;
    return trx
      .insertInto('login_attempts')
      .values({ key, window_start: start, count: 1 })
      .onConflict((oc) => {
        const update = oc.column('key').doUpdateSet({
          count: sql`case when ${expired} then 1 else login_attempts.count + 1 end`,
          window_start: sql`case when ${expired} then ${start} else login_attempts.window_start end`,
        });
        return max === undefined
          ? update
          : update.where(sql<boolean>`${expired} or login_attempts.count < ${max}`);
      })
      .returning('count')
      .executeTakeFirst();
  };

  const retryAfter = async (key: string) => {
    const row = await db
      .selectFrom('login_attempts')
      .select('window_start')
      .where('key', '=', key)
      .executeTakeFirst();
    const endsAt = row ? Date.parse(row.window_start) + windowMs : now();
    return Math.max(1, Math.ceil((endsAt - now()) / 1000));
  };

  return {
    /** Counts an attempt and says whether it may check its password. */
    async admit(username: string, address: string): Promise<Admission> {
      const k = keys(username, address);
      try {
        const usernameCount = await transaction(db, async (trx) => {
          // Always in this order, so two transactions never wait on each other's rows.
          if (!(await bump(trx, k.pair, maxAttempts))) throw new Refused(k.pair);
          if (!(await bump(trx, k.address, 4 * maxAttempts))) throw new Refused(k.address);
          return Number((await bump(trx, k.username, undefined))?.count ?? 1);
        });
        return { admitted: true, usernameCount };
      } catch (err) {
        if (err instanceof Refused) return { admitted: false, retryAfterSeconds: await retryAfter(err.key) };
        throw err;
      }
    },

    /**
     * For a cheap secret check that must not hold up parallel callers (in-world status scripts):
     * seconds until `address` may try `username` again, 0 when it may now. Pair with `failed`.
     */
    async blockedFor(username: string, address: string): Promise<number> {
      const k = keys(username, address);
      const rows = await db
        .selectFrom('login_attempts')
        .select(['key', 'count', 'window_start'])
        .where('key', 'in', [k.pair, k.address])
        .where('window_start', '>', new Date(now() - windowMs).toISOString())
        .execute();
      const full = rows.find((r) => Number(r.count) >= (r.key === k.pair ? maxAttempts : 4 * maxAttempts));
      return full ? retryAfter(full.key) : 0;
    },

    /** Counts a failure found without `admit` (see `blockedFor`). */
    failed: (username: string, address: string) =>
      transaction(db, async (trx) => {
        const k = keys(username, address);
        await bump(trx, k.pair, maxAttempts);
        await bump(trx, k.address, 4 * maxAttempts);
        await bump(trx, k.username, undefined);
      }),

    /** A right password: its own (username, address) key is cleared, and it counts as no failure elsewhere. */
    succeeded: (username: string, address: string) =>
      transaction(db, async (trx) => {
        const k = keys(username, address);
        await trx.deleteFrom('login_attempts').where('key', '=', k.pair).execute();
        await trx
          .updateTable('login_attempts')
          .set({ count: sql`count - 1` })
          .where('key', 'in', [k.address, k.username])
          .where('count', '>', 0)
          .execute();
      }),

    /** Forgets counters whose window has passed. */
    purgeOld: () =>
      db
        .deleteFrom('login_attempts')
        .where('window_start', '<=', new Date(now() - windowMs).toISOString())
        .execute(),
  };
}

/** How long an attempt waits, given the failures for its username across all addresses. */
export function sprayDelayMs(usernameCount: number): number {
  return Math.min(SPRAY_DELAY_MAX_MS, Math.max(0, usernameCount - SPRAY_DELAY_FROM) * 1000);
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
