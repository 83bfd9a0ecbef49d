/** Where a page ended: the last item's sorted value and id. */
export interface Cursor {
  value: number | string;
  id: number;
}

/** A cursor as clients carry it: opaque, URL-safe. */
export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

/** The cursor a client sent back, or undefined when it is not one this server made. */
export function decodeCursor(text: string): Cursor | undefined {
  try {
    const [value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    const valueOk =
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= 40);
    if (!valueOk || typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined;
    return { value: value as number | string, id };
  } catch {
    return undefined;
  }
}
