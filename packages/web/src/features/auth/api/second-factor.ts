import type { MfaBody } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function useSecondFactor() {
  return useMutation({
    mutationFn: (body: MfaBody) => unwrap(landOffice.POST('/api/admin/auth/mfa', { body })),
    onSuccess: ({ token, admin }) => session.set({ token, admin }),
  });
}
