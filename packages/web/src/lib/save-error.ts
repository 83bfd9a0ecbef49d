import i18next from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { LandOfficeError } from './api';
import { problemText } from './problem-text';
import { serverFieldError } from './server-field-error';

/** The server's own text of a refusal, or '' when it gave none. */
const serverText = (error: LandOfficeError) =>
  /^Request failed \(\d+\)$/.test(error.message) ? '' : error.message;

/**
 * Spec §8: a save the server refused reads "Error: " and the server's text, or the screen's
 * fallback when it gave none; a save that never reached the server shows the screen's own text
 * (as does a refusal without text on a screen that has no fallback of its own).
 */
export function saveErrorText(error: unknown, fallbacks: { failed?: string; network: string }): string {
  if (!(error instanceof LandOfficeError) || error.status === 0) return fallbacks.network;
  const text = serverText(error);
  if (!text && !fallbacks.failed) return fallbacks.network;
  // The spec's `saveFailure` wording ("Error: …"), in the admin's language.
  return i18next.t('common:saveFailed', { text: problemText(text) || fallbacks.failed || '' });
}

/** Shows a failed form save in the banner, and the problem beside the field the server named. */
export function reportSaveError<V extends FieldValues>(
  error: unknown,
  fallbacks: { failed?: string; network: string },
  form: {
    show: (text: string, options: { isError: boolean }) => void;
    setError: UseFormSetError<V>;
    fields: readonly FieldPath<V>[];
    /** Server field names the form calls otherwise. */
    rename?: Partial<Record<string, FieldPath<V>>>;
  },
) {
  const rename = form.rename ?? {};
  const named =
    error instanceof LandOfficeError
      ? serverFieldError(serverText(error), [...form.fields, ...Object.keys(rename)], error.field)
      : undefined;
  const field = named && (rename[named.field] ?? (named.field as FieldPath<V>));
  if (named && field) form.setError(field, { message: named.message }, { shouldFocus: true });
  form.show(saveErrorText(error, fallbacks), { isError: true });
}
