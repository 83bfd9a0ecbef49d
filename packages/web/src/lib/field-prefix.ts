/**
 * The field of `fields` a text starts with, as the contract's record rules and the server's
 * refusals write it ("button_url: an internal page needs…"), and the text after it; undefined
 * when it names none of them.
 */
export function fieldPrefixed<F extends string>(
  text: string,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  const field = fields.find((name) => text.startsWith(`${name}: `));
  return field === undefined ? undefined : { field, message: text.slice(field.length + 2) };
}

/** The field of `fields` that `named` (a refusal's `field`: `slug`, `allowed_addresses.2`) is, or is an entry of. */
export const fieldNamed = <F extends string>(named: string | undefined, fields: readonly F[]) =>
  named === undefined ? undefined : fields.find((field) => named === field || named.startsWith(`${field}.`));
