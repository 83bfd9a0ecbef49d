import i18next from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { LandOfficeError } from './api';
import { fieldNamed, fieldPrefixed } from './field-prefix';
import { refusalText } from './refusal-text';

/**
 * Spec §8: a save the server refused reads "Error: " and its refusal (`refusalText`), or the
 * screen's fallback when it gave no text; a save that never reached the server shows the screen's
 * own text (as does a refusal without text on a screen that has no fallback of its own).
 */
export function saveErrorText(error: unknown, fallbacks: { failed?: string; network: string }): string {
  if (!(error instanceof LandOfficeError) || error.status === 0) return fallbacks.network;
  const text = refusalText(error, '');
  if (!text && !fallbacks.failed) return fallbacks.network;
  return i18next.t('common:saveFailed', { text: text || fallbacks.failed || '' });
}

/**
 * What shows beside the field of `fields` a refusal names (its `field`), or undefined: the refusal
 * as `refusalText` says it, without the field's name in front of the server's English.
 */
export function refusedField<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  if (!(error instanceof LandOfficeError)) return undefined;
  const field = fieldNamed(error.field, fields);
  if (!field || !error.field) return undefined;
  const text = refusalText(error);
  return { field, message: fieldPrefixed(text, [error.field])?.message ?? text };
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
  const named = refusedField(error, [...form.fields, ...Object.keys(rename)]);
  const field = named && (rename[named.field] ?? (named.field as FieldPath<V>));
  if (named && field) form.setError(field, { message: named.message }, { shouldFocus: true });
  form.show(saveErrorText(error, fallbacks), { isError: true });
}
