/** A write that would repeat a unique column, in either dialect (SQLite's code, PostgreSQL's SQLSTATE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A read of a table this database does not have (SQLite "no such table", PostgreSQL 42P01). */
export function isMissingTable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (code === '42P01') return true;
  return code === 'SQLITE_ERROR' && /^no such table: /.test(err.message);
}

/**
 * Runs a read over a table another module owns; answers null when that table does not exist in
 * this database. Any other error propagates.
 */
export async function unlessTableMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (isMissingTable(err)) return null;
    throw err;
  }
}
