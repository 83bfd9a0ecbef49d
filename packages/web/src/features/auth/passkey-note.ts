import { i18next } from '../../i18n';
import { passkeyProblem } from '../../lib/passkey';
import { refusalText } from '../../lib/refusal-text';

/**
 * What the sign-in page says when a passkey did not sign in: a closed prompt in a neutral word,
 * a page at the wrong address (or an IP) with how to reach the right one, else the server's
 * refusal or a fallback, as an error.
 */
export function passkeyNote(error: unknown): { text: string; isError: boolean } {
  const problem = passkeyProblem(error);
  if (problem === 'cancelled') return { text: i18next.t('auth:passkey.cancelled'), isError: false };
  if (problem === 'wrongAddress') return { text: i18next.t('auth:passkey.wrongAddress'), isError: true };
  return { text: refusalText(error, i18next.t('auth:passkey.failed')), isError: true };
}
