import type { QueryClient, QueryKey } from '@tanstack/react-query';

type Row = { id: number };

/** A list in the cache shows a saved row in place of its old self, at once. */
export const replaceListedRow = <T extends Row>(qc: QueryClient, queryKey: QueryKey, saved: T) =>
  qc.setQueryData<T[]>(queryKey, (rows) => rows?.map((row) => (row.id === saved.id ? saved : row)));

/** A list in the cache loses a deleted row, at once. */
export const dropListedRow = <T extends Row>(qc: QueryClient, queryKey: QueryKey, id: number) =>
  qc.setQueryData<T[]>(queryKey, (rows) => rows?.filter((row) => row.id !== id));

/** A list in the cache ends with a created row, at once. */
export const appendListedRow = <T extends Row>(qc: QueryClient, queryKey: QueryKey, created: T) =>
  qc.setQueryData<T[]>(queryKey, (rows) => rows && [...rows, created]);
