import { saveFailure } from '@land-office/contract';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

export interface SaveError {
  /** What the banner shows (spec §8). */
  text: string;
  /** The form field the server named ("contact_email: must be…"), with its problem. */
  field?: string;
  problem?: string;
}

/**
 * Spec §8: a save the server refused reads "Error: " and the server's text, or the screen's
 * fallback when it gave none; a save that never reached the server shows the screen's own text.
 */
export function saveError(error: unknown, fallbacks: { failed?: string; network: string }): SaveError {
  if (!(error instanceof ApiError) || error.status === 0) return { text: fallbacks.network };
  const serverText = /^Request failed \(\d+\)$/.test(error.message) ? '' : error.message;
  // Without a fallback of its own, a refusal with no text reads as the network text.
  if (!serverText && !fallbacks.failed) return { text: fallbacks.network };
  const [, field, problem] = serverText.match(/^(\w+)(?:\.[\w-]+)*: (.+)$/) ?? [];
  return { text: saveFailure(serverText, fallbacks.failed ?? ''), field, problem };
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
  const failure = saveError(error, fallbacks);
  const field =
    (failure.field && form.rename?.[failure.field]) || form.fields.find((f) => f === failure.field);
  if (field && failure.problem) form.setError(field, { message: failure.problem });
  form.show(failure.text, { isError: true });
}
