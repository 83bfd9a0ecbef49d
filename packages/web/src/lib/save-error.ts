import { saveFailure } from '@land-office/contract';
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
export function saveError(error: unknown, fallbacks: { failed: string; network: string }): SaveError {
  if (!(error instanceof ApiError) || error.status === 0) return { text: fallbacks.network };
  const serverText = /^Request failed \(\d+\)$/.test(error.message) ? '' : error.message;
  const [, field, problem] = serverText.match(/^(\w+)(?:\.[\w-]+)*: (.+)$/) ?? [];
  return { text: saveFailure(serverText, fallbacks.failed), field, problem };
}
