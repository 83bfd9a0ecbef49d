/**
 * The field a server error is about, when the form has that field, so the message can show
 * beside it: the one the server names (`{ error, field }`), or the one the text starts with
 * ("button_url: an internal page needs…"). The message loses the field's name in front.
 */
export function serverFieldError<F extends string>(
  text: string,
  fields: readonly F[],
  named?: string,
): { field: F; message: string } | undefined {
  const [, prefix, rest] = text.match(/^([\w.]+): (.+)$/) ?? [];
  const field = fields.find((candidate) => candidate === (named ?? prefix));
  if (!field) return undefined;
  return { field, message: prefix === field && rest ? rest : text };
}
