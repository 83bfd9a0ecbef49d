import type { Dialect } from 'kysely';

/**
 * SQLite ends a transaction by itself when a write fails for a full disk (SQLITE_FULL) or an I/O
 * error. Kysely answers any failure inside a transaction with ROLLBACK, which then fails with
 * "cannot rollback - no transaction is active" and is thrown instead of the error that explains
 * it, so a full disk answered 500. This dialect's driver rolls back only a transaction that is
 * still open (`isOpen`: better-sqlite3's `inTransaction`), and the real error reaches the handler.
 */
export function rollbackOnlyWhenOpen(dialect: Dialect, isOpen: () => boolean): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver() {
      const driver = dialect.createDriver();
      const rollback = driver.rollbackTransaction.bind(driver);
      driver.rollbackTransaction = async (...args) => {
        if (isOpen()) await rollback(...args);
      };
      return driver;
    },
  };
}
