import type pg from 'pg';

/** Who may run scheduled scrapes when several instances share one database. */
export interface Leadership {
  /** True when this instance runs the schedule (it keeps the role until released or disconnected). */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

export interface Scheduler {
  /** Starts the loop; false when the interval is 0 (off) or it already runs. */
  start(): boolean;
  /** Stops the loop and waits for a run under way. */
  stop(): Promise<void>;
  readonly started: boolean;
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
  };
}

/**
 * Leadership by a PostgreSQL session advisory lock held on a dedicated connection: the instance
 * holding it runs the schedule; if it dies, its connection closes, the lock frees, and another
 * instance takes over at its next tick. The key includes the schema, so databases sharing a server
 * (and test schemas) each elect their own.
 */
export function advisoryLockLeadership(pool: pg.Pool): Leadership {
  const LOCK = "hashtext('land-office:scraper-scheduler:' || current_schema())";
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
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(${LOCK}) as ok`);
        if (!rows[0]?.ok) {
          client.release();
          return false;
        }
      } catch (err) {
        client.release(true);
        throw err;
      }
      holder = client;
      client.on('error', () => drop(client));
      return true;
    },
    async release() {
      const client = holder;
      holder = undefined;
      if (!client) return;
      await client.query(`select pg_advisory_unlock(${LOCK})`).then(
        () => client.release(),
        () => client.release(true),
      );
    },
  };
}
