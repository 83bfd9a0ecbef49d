import type pg from 'pg';
import { releaseAdvisoryLock, tryAdvisoryLock } from '../../lib/advisory-lock.js';

/** Who may run scheduled scrapes when several instances share one database. */
export interface Leadership {
  /** True when this instance runs the schedule (it keeps the role until released or disconnected). */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
  /** Whether this instance holds the role now (as of its last acquire). */
  readonly held: boolean;
}

export interface Scheduler {
  /** Starts the loop; false when the interval is 0 (off) or it already runs. */
  start(): boolean;
  /** Stops the loop and waits for a run under way. */
  stop(): Promise<void>;
  readonly started: boolean;
  /** Started and, with several instances, the one that runs the schedule. */
  readonly leading: boolean;
}

/**
 * A run, then `intervalMs` of rest after it ended, then the next: runs never overlap, however long
 * one takes. An interval of 0 turns the scheduler off.
 */
export function createScheduler(options: {
  intervalMs: number;
  runOnce: () => Promise<unknown>;
  leadership?: Leadership;
  onError: (err: unknown) => void;
}): Scheduler {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async () => {
    timer = undefined;
    if (stopped) return;
    running = (async () => {
      try {
        if (!options.leadership || (await options.leadership.acquire())) await options.runOnce();
      } catch (err) {
        options.onError(err);
      }
    })();
    await running;
    running = undefined;
    if (!stopped) timer = setTimeout(tick, options.intervalMs);
  };

  return {
    start() {
      if (options.intervalMs <= 0 || !stopped) return false;
      stopped = false;
      timer = setTimeout(tick, 0);
      return true;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await options.leadership?.release();
    },
    get started() {
      return !stopped;
    },
    get leading() {
      return !stopped && (options.leadership?.held ?? true);
    },
  };
}

/**
 * Leadership by a PostgreSQL session advisory lock held on a dedicated connection: the instance
 * holding it runs the schedule; if it dies, its connection closes, the lock frees, and another
 * instance takes over at its next tick (followers try at every tick, so within one interval).
 * The key includes the schema, so databases sharing a server (and test schemas) each elect their
 * own. A leader whose machine vanishes without closing its socket is found out by the server's TCP
 * keepalives (see advisory-lock.ts), so its lock frees within about 15 s.
 */
export function advisoryLockLeadership(pool: pg.Pool): Leadership {
  const LOCK = 'scraper-scheduler';
  let holder: pg.PoolClient | undefined;

  const drop = (client: pg.PoolClient) => {
    if (holder !== client) return;
    holder = undefined;
    client.release(true);
  };

  return {
    async acquire() {
      if (holder) {
        const client = holder;
        if (
          await client.query('select 1').then(
            () => true,
            () => false,
          )
        )
          return true;
        drop(client);
      }
      const client = await tryAdvisoryLock(pool, LOCK);
      if (!client) return false;
      holder = client;
      client.on('error', () => drop(client));
      return true;
    },
    async release() {
      const client = holder;
      holder = undefined;
      if (client) await releaseAdvisoryLock(client, LOCK);
    },
    get held() {
      return holder !== undefined;
    },
  };
}

/** The logger calls `repeatedFailures` uses. */
interface FailureLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/**
 * Scheduled runs that keep failing the same way (a source that is down, no network) are logged
 * once at warn, not every interval: again when the error changes, and at info when runs succeed
 * again, with how many failed. The repeats go to debug.
 */
export function repeatedFailures(log: FailureLogger) {
  let last: string | undefined;
  let failedRuns = 0;
  return {
    failed(err: unknown) {
      const message = err instanceof Error ? err.message : String(err);
      failedRuns++;
      if (message === last) {
        log.debug({ err, failedRuns }, 'scheduled scrape failed again');
        return;
      }
      last = message;
      log.warn({ err }, 'scheduled scrape failed (the same failure is logged again only at debug level)');
    },
    succeeded() {
      if (last !== undefined) log.info({ failedRuns }, 'scheduled scrapes succeed again');
      last = undefined;
      failedRuns = 0;
    },
  };
}
