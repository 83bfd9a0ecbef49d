/**
 * The field a server error names ("button_url: an internal page needs…"), when the form has that
 * field, so the message can show beside it.
 */
export function serverFieldError<F extends string>(
  text: string,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  const [, name, message] = text.match(/^(\w+): (.+)$/) ?? [];
  const field = fields.find((candidate) => candidate === name);
  return field && message ? { field, message } : undefined;
}
