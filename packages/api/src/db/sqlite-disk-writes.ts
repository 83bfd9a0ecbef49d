import type SQLite from 'better-sqlite3';
import type { LogEvent } from 'kysely';

/**
 * For the fault log on SQLite: whether the query just logged put a change on disk, so a full or
 * read-only disk is known to work again. A full disk still lets through reads, writes that change
 * nothing (a purge that finds no row) and the statements of a transaction, which SQLite writes
 * only at COMMIT: none of these shows anything. SQLite's count of changed rows tells: a query that
 * ends outside a transaction (a single write, or the COMMIT) with rows changed since the last such
 * moment has written them. A ROLLBACK or a failure changed nothing that stays.
 */
export function sqliteDiskWrites(sqlite: SQLite.Database) {
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  const count = () => {
    try {
      return totalChanges.get() as number;
    } catch {
      // The connection is busy with a statement still being read, or closed: nothing to tell.
      return undefined;
    }
  };
  let settled = count() ?? 0;
  return (event: LogEvent): boolean => {
    const now = count();
    if (now === undefined) return false;
    // A failed statement's rows, and those of the transaction it ends, never reach the disk.
    if (event.level === 'error') {
      settled = now;
      return false;
    }
    if (sqlite.inTransaction) return false;
    const wrote = now > settled && !/^rollback/i.test(event.query.sql);
    settled = now;
    return wrote;
  };
}
