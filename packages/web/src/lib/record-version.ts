/**
 * The version (ETag) each record was read or saved at, kept beside the record object rather than
 * in it: a form that opens the record sends that version back with its save (`If-Match`), so a
 * save over someone else's newer change is refused instead of silently undoing it.
 *
 * A query holding a versioned record turns React Query's structural sharing off
 * (`structuralSharing: false`): a record rebuilt by it would lose its version.
 */
const versions = new WeakMap<object, string>();

/** Remembers the version `record` was read or saved at (nothing when the server sent none); answers `record`. */
export function withVersion<T extends object>(record: T, version: string | undefined): T {
  if (version) versions.set(record, version);
  return record;
}

/** The version `record` was read or saved at, if the server gave one. */
export const versionOf = (record: object | undefined): string | undefined =>
  record ? versions.get(record) : undefined;
