import type { FastifyBaseLogger } from 'fastify';

/**
 * A temporary fault: the database cannot be reached (`down`) or is locked by another process
 * past its deadline (`busy`), or the disk under it is full (`full`) or read-only (`read-only`).
 */
export type FaultKind = 'down' | 'busy' | 'full' | 'read-only';
/** Where it is: the database, or the files beside it (uploads, the scraper's results). */
export type FaultScope = 'database' | 'storage';

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// `Query read timeout`: a statement the server never answered (db/postgres-pool.ts).
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|Query read timeout/i;

/** What kind of temporary fault `err` is, if it is one; undefined for anything else (a bug, bad input). */
export function faultKind(err: unknown): FaultKind | undefined {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return 'full';
    if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === '25006') return 'read-only';
    // A folder the server may not write to (a file system error, with its path): unwritable as a
    // read-only mount is, until an operator fixes it.
    if ((code === 'EACCES' || code === 'EPERM') && typeof (err as { path?: unknown }).path === 'string')
      return 'read-only';
    // SQLite locked by another process past the deadline; PostgreSQL's deadlock (40P01) and
    // serialization failure (40001) after their retries (db/transaction.ts): trying again works.
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
    if (code === '40P01' || code === '40001') return 'busy';
    // SQLSTATE 08 (connection exception), 57 (operator intervention: terminated, shutting down),
    // 55000 ("not currently accepting connections", what ALLOW_CONNECTIONS false answers), 53300
    // (too many connections).
    if (/^(08|57)[0-9A-Z]{3}$/.test(code) || code === '55000' || code === '53300') return 'down';
    if (CONNECTION_CODES.has(code)) return 'down';
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message) ? 'down' : undefined;
}

/** Whether a fault kind is answered 507 (space must be freed) rather than 503 (try again). */
export const isInsufficientStorage = (kind: FaultKind) => kind === 'full';

export const faultMessages: Record<FaultScope, Record<FaultKind, string>> = {
  database: {
    down: 'The database is unavailable, try again shortly',
    busy: 'The database is unavailable, try again shortly',
    full: 'The disk is full: nothing was saved. Free some space and try again',
    'read-only': 'The database is read-only at the moment, try again shortly',
  },
  storage: {
    down: 'File storage is unavailable, try again shortly',
    busy: 'File storage is unavailable, try again shortly',
    full: 'The disk is full: nothing was saved. Free some space and try again',
    'read-only': 'File storage is read-only at the moment, try again shortly',
  },
};

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The faults under way: each logs one warning when it starts and one info line when it ends, not
 * a line (or a stack) per request that meets it. A fault ends when the thing that failed works
 * again: a query for `down`, a write for the rest (reads go on while another process holds
 * SQLite's write lock, so a read says nothing of `busy`).
 */
export function faultLog(log: FastifyBaseLogger, now: () => number = Date.now) {
  const active = new Map<string, { since: number; code: string | undefined }>();
  const key = (scope: FaultScope, kind: FaultKind) => `${scope}:${kind}`;

  const end = (scope: FaultScope, kinds: readonly FaultKind[]) => {
    if (active.size === 0) return;
    for (const kind of kinds) {
      const started = active.get(key(scope, kind));
      if (!started) continue;
      active.delete(key(scope, kind));
      log.info({ scope, fault: kind, lastedMs: now() - started.since }, `${scope} ${kind}: recovered`);
    }
  };

  return {
    /** Records that `err` (of `kind`) happened; logs only when this kind of fault starts. */
    raise(scope: FaultScope, kind: FaultKind, err: unknown) {
      if (active.has(key(scope, kind))) return;
      const code = (err as { code?: unknown })?.code;
      const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
      active.set(key(scope, kind), { since: now(), code: typeof code === 'string' ? code : undefined });
      log.warn({ scope, fault: kind, code, reason: why }, `${scope} ${kind}: ${why}`);
    },
    /** Something of `scope` just worked: reads end `down`, writes every kind. */
    worked(scope: FaultScope, wrote: boolean) {
      end(scope, wrote ? ['down', 'busy', 'full', 'read-only'] : ['down']);
    },
    /** The database fault under way, if any: what /api/health reports. */
    current(scope: FaultScope): FaultKind | undefined {
      for (const kind of ['down', 'full', 'read-only', 'busy'] as const)
        if (active.has(key(scope, kind))) return kind;
      return undefined;
    },
  };
}

export type FaultLog = ReturnType<typeof faultLog>;
