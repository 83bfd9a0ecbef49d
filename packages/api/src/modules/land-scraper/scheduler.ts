import type pg from 'pg';

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
 * keepalives, set short on the lock's connection, so its lock frees within about 15 s.
 */
export function advisoryLockLeadership(pool: pg.Pool): Leadership {
  const LOCK = "hashtext('land-office:scraper-scheduler:' || current_schema())";
  // Ignored on Unix sockets; over TCP a silent peer is dropped after 5 s idle + 3 probes 3 s apart.
  const KEEPALIVES =
    "select set_config('tcp_keepalives_idle', '5', false), set_config('tcp_keepalives_interval', '3', false), set_config('tcp_keepalives_count', '3', false)";
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
        await client.query(KEEPALIVES);
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
      // Ending the connection frees the lock and resets the keepalive settings set on it.
      await client.query(`select pg_advisory_unlock(${LOCK})`).catch(() => {});
      client.release(true);
    },
    get held() {
      return holder !== undefined;
    },
  };
}
