import type { Db } from '../../db/index.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const THROTTLE_MAX_FAILURES = 5;

/**
 * Failed sign-ins counted in the database, per username and per IP, so every API instance
 * sharing the database enforces one limit.
 */
export function loginThrottle(db: Db) {
  return {
    /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
    async retryAfterSeconds(username: string, ip: string): Promise<number> {
      const since = new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString();
      const relevant = [await pick(db, since, 'username', username), await pick(db, since, 'ip', ip)].filter(
        (at): at is string => at !== undefined,
      );
      if (relevant.length === 0) return 0;
      const oldestBlocking = relevant.sort()[0] as string;
      return Math.max(1, Math.ceil((Date.parse(oldestBlocking) + THROTTLE_WINDOW_MS - Date.now()) / 1000));
    },

    recordFailure: (username: string, ip: string, trx: Db = db) =>
      trx.insertInto('login_failures').values({ username, ip, at: new Date().toISOString() }).execute(),

    clear: (username: string) => db.deleteFrom('login_failures').where('username', '=', username).execute(),

    purgeOld: () =>
      db
        .deleteFrom('login_failures')
        .where('at', '<=', new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString())
        .execute(),
  };
}

/**
 * When a key has reached the limit in the window, the time of the failure whose expiry frees
 * the next attempt (the MAX-th most recent); otherwise undefined.
 */
async function pick(db: Db, since: string, column: 'username' | 'ip', value: string) {
  const rows = await db
    .selectFrom('login_failures')
    .select('at')
    .where(column, '=', value)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(THROTTLE_MAX_FAILURES)
    .execute();
  return rows.length >= THROTTLE_MAX_FAILURES ? rows[THROTTLE_MAX_FAILURES - 1]?.at : undefined;
}
