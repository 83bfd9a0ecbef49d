/** A write that would repeat a unique column, in either dialect (SQLite's code, PostgreSQL's SQLSTATE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
