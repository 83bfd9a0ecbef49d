/**
 * A list read a batch at a time, each batch from where the one before ended: `read(after)` answers
 * the `size` items that follow `after` (the last item read; undefined for the first batch) in the
 * list's order, which must be unique (ending in the id) for no item to be read twice or skipped.
 */
export async function* keysetBatches<T>(size: number, read: (after: T | undefined) => Promise<T[]>) {
  let after: T | undefined;
  for (;;) {
    const batch = await read(after);
    if (batch.length) yield batch;
    if (batch.length < size) return;
    after = batch.at(-1);
  }
}
