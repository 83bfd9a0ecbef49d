import type { SignedIn } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signWithPasskey } from '../../../lib/passkey';
import { session } from '../../../lib/session';

/**
 * Signs in with a passkey: alone (no username: the browser offers this site's passkeys), or, with
 * the `mfa_token` of a right password, as its second factor. The browser's prompt comes between
 * the server's challenge and its check; closing it rejects with the browser's NotAllowedError.
 */
export async function passkeySignIn(mfaToken?: string): Promise<SignedIn> {
  const withToken = mfaToken ? { mfa_token: mfaToken } : {};
  const options = await api.post<Record<string, unknown>>('/admin/auth/webauthn/login/options', withToken);
  const response = await signWithPasskey(options);
  return api.post<SignedIn>('/admin/auth/webauthn/login/verify', { ...withToken, response });
}

export function usePasskeySignIn() {
  return useMutation({
    mutationFn: (mfaToken?: string) => passkeySignIn(mfaToken),
    onSuccess: ({ token, admin }) => session.set({ token, admin }),
  });
}
