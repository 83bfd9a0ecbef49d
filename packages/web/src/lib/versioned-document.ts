import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { withVersion } from './record-version';

/**
 * Reads and saves of one record or settings document with its version (ETag), kept beside the
 * object (`record-version.ts`) for the form that saves it back with `If-Match`.
 */

/** Options every query of a versioned object takes: structural sharing would rebuild it without its version. */
export const versionedQuery = { retry: false, structuralSharing: false } as const;

/** `path` read with its version; `pick` takes the object out of the answer (`{ post }` → the post). */
export async function readVersioned<A, T extends object>(
  path: string,
  pick: (answer: A) => T = (answer) => answer as unknown as T,
): Promise<T> {
  const { data, version } = await api.getWithVersion<A>(path);
  return withVersion(pick(data), version);
}

/**
 * `body` saved at `version` (sent as `If-Match`: a newer one on the server answers 412); answers
 * the saved object with its new version.
 */
export async function saveVersioned<A, T extends object>(
  path: string,
  body: unknown,
  version: string | undefined,
  pick: (answer: A) => T = (answer) => answer as unknown as T,
): Promise<T> {
  const saved = await api.putWithVersion<A>(path, body, version);
  return withVersion(pick(saved.data), saved.version);
}

/** A settings document's save: what the server kept, with its new version, becomes the screen's copy. */
export function useVersionedSave<B, T>(
  queryKey: QueryKey,
  save: (change: { body: B; version?: string }) => Promise<T>,
) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (saved) => qc.setQueryData(queryKey, saved) });
}
