import type { Database } from 'better-sqlite3';
import { type DatabaseConnection, type Driver, SqliteDialect, SqliteDriver } from 'kysely';

/**
 * SQLite ends a transaction by itself when a write fails for a full disk (SQLITE_FULL) or an I/O
 * error. Kysely answers any failure inside a transaction with ROLLBACK, which then fails with
 * "cannot rollback - no transaction is active" and is thrown instead of the error that explains
 * it, so a full disk answered 500. Kysely's SqliteDriver, subclassed through its public API, rolls
 * back here only a transaction that is still open (better-sqlite3's `inTransaction`), and the
 * real error reaches the handler. Reported upstream in the words of docs/upstream.md; this goes
 * once Kysely checks it itself.
 */
class RollbackOnlyWhenOpen extends SqliteDriver {
  constructor(private readonly database: Database) {
    super({ database });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.database.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect over `database`, with the driver above. */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly database: Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new RollbackOnlyWhenOpen(this.database);
  }
}
