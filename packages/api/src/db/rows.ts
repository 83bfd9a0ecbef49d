/** Turns the 0/1 that SQLite returns for boolean columns into booleans (PostgreSQL's pass through). */
export function withBooleans<T extends Record<string, unknown>>(row: T, columns: readonly string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const column of columns) if (column in out && out[column] !== null) out[column] = Boolean(out[column]);
  return out as T;
}

export const nowIso = () => new Date().toISOString();
