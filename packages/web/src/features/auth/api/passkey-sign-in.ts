import type { SignedIn } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { signWithPasskey } from '../../../lib/passkey';
import { session } from '../../../lib/session';

/**
 * Signs in with a passkey: alone (no username: the browser offers this site's passkeys), or, with
 * the `mfa_token` of a right password, as its second factor. The browser's prompt comes between
 * the server's challenge and its check; closing it rejects with the browser's NotAllowedError.
 */
export async function passkeySignIn(mfaToken?: string): Promise<SignedIn> {
  const withToken = mfaToken ? { mfa_token: mfaToken } : {};
  const options = await unwrap(
    landOffice.POST('/api/admin/auth/webauthn/login/options', { body: withToken }),
  );
  const response = await signWithPasskey(options);
  return unwrap(
    landOffice.POST('/api/admin/auth/webauthn/login/verify', {
      // A copy: the document types the browser's answer as an open record, which an interface is not.
      body: { ...withToken, response: { ...response } },
    }),
  );
}

export function usePasskeySignIn() {
  return useMutation({
    mutationFn: (mfaToken?: string) => passkeySignIn(mfaToken),
    onSuccess: ({ token, admin }) => session.set({ token, admin }),
  });
}
