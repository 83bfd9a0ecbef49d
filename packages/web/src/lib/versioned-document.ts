import type { QueryKey } from '@tanstack/react-query';
import { type Answer, type DataOf, unwrap } from './api';
import { withVersion } from './record-version';
import { useCacheMutation } from './use-cache-mutation';

/**
 * Reads and saves of one record or settings document with its version (ETag), kept beside the
 * object (`record-version.ts`) for the form that saves it back with `If-Match`.
 */

/** An answer with the version of the record it holds: its `ETag`, quotes included, when it has one. */
export interface Versioned<T> {
  data: T;
  version: string | undefined;
}

/**
 * The data of a call's answer with the version it holds (its `ETag`), for a form that saves it
 * back; a refusal thrown as `unwrap` throws it (a 412's `body` holds the record as it is now).
 */
export async function versioned<A extends Answer>(call: Promise<A>): Promise<Versioned<DataOf<A>>> {
  const answer = await call;
  return {
    data: await unwrap(Promise.resolve(answer)),
    version: answer.response.headers.get('etag') ?? undefined,
  };
}

/**
 * The headers of a write at `version` (`If-Match`; none without one): the server refuses it (412)
 * when the record changed since. `landOffice.PUT(path, { body, headers: ifMatch(version) })`.
 */
export const ifMatch = (version: string | undefined): Record<string, string> =>
  version ? { 'if-match': version } : {};

/** Options every query of a versioned object takes: structural sharing would rebuild it without its version. */
export const versionedQuery = { retry: false, structuralSharing: false } as const;

/**
 * The object a read or a save answers, kept with the version the answer holds; `pick` takes it
 * out of the answer (`{ post }` → the post). A save sends the version it was opened at with
 * `headers: ifMatch(version)`: a newer one on the server answers 412.
 */
export async function keepVersion<A extends Answer, T extends object = DataOf<A> & object>(
  call: Promise<A>,
  pick: (answer: DataOf<A>) => T = (answer) => answer as T,
): Promise<T> {
  const { data, version } = await versioned(call);
  return withVersion(pick(data), version);
}

/** A save of a versioned object: the fields to send, at the version they were opened at. */
export interface VersionedChange<B> {
  body: B;
  version?: string;
}

/** A settings document's save: what the server kept, with its new version, becomes the screen's copy. */
export const useVersionedSave = <B, T>(
  queryKey: QueryKey,
  save: (change: VersionedChange<B>) => Promise<T>,
) => useCacheMutation(save, (qc, saved) => qc.setQueryData(queryKey, saved));
