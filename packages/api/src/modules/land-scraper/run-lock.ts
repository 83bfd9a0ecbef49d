import type pg from 'pg';
import { releaseAdvisoryLock, tryAdvisoryLock } from '../../lib/advisory-lock.js';

/** One scrape at a time across every instance sharing the database. */
export interface RunLock {
  /** A function that frees the lock, or undefined when a run holds it elsewhere. */
  tryAcquire(): Promise<(() => Promise<void>) | undefined>;
}

export function advisoryRunLock(pool: pg.Pool): RunLock {
  const LOCK = 'scraper-run';
  return {
    async tryAcquire() {
      const client = await tryAdvisoryLock(pool, LOCK);
      return client && (() => releaseAdvisoryLock(client, LOCK));
    },
  };
}
