/**
 * Runs a read over a table another module owns; answers null when that table does not exist in
 * this database (SQLite "no such table", PostgreSQL 42P01 undefined_table). Any other error propagates.
 */
export async function unlessTableMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (isMissingTable(err)) return null;
    throw err;
  }
}

export function isMissingTable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (code === '42P01') return true;
  return code === 'SQLITE_ERROR' && /^no such table: /.test(err.message);
}
