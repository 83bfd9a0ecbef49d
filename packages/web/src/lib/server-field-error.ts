import { LandOfficeError } from './api';

/**
 * The field a server error is about, when the form has that field, so the message can show
 * beside it: the one the server names (`{ error, field }`), or the one the text starts with
 * ("button_url: an internal page needs…"); an entry of a list field (`allowed_addresses.2`) is
 * about the list. The message loses the field's name in front.
 */
export function serverFieldError<F extends string>(
  text: string,
  fields: readonly F[],
  named?: string,
): { field: F; message: string } | undefined {
  const [, prefix, rest] = text.match(/^([\w.]+): (.+)$/) ?? [];
  const fieldOf = (name: string | undefined) =>
    name === undefined
      ? undefined
      : fields.find((candidate) => name === candidate || name.startsWith(`${candidate}.`));
  const field = fieldOf(named ?? prefix);
  if (!field) return undefined;
  return { field, message: rest && fieldOf(prefix) === field ? rest : text };
}

/** The field of `fields` a refused save is about: the one the refusal names, else the one its text starts with. */
export const refusedField = <F extends string>(error: unknown, text: string, fields: readonly F[]) =>
  serverFieldError(text, fields, error instanceof LandOfficeError ? error.field : undefined);
