export const nowIso = () => new Date().toISOString();

/** How many rows a delete or update touched. */
export const touched = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0);
