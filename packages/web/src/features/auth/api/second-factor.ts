import type { MfaBody, SignedIn } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function useSecondFactor() {
  return useMutation({
    mutationFn: (body: MfaBody) => api.post<SignedIn>('/admin/auth/mfa', body),
    onSuccess: ({ token, admin }) => session.set({ token, admin }),
  });
}
