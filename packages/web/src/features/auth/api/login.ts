import type { LoginBody, LoginResponse, MfaRequired } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';

/** A right password either signs in, or (a second factor enrolled) asks for that factor first. */
export type LoginAnswer = LoginResponse | MfaRequired;

export const needsSecondFactor = (answer: LoginAnswer): answer is MfaRequired => 'mfa_required' in answer;

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => unwrap(landOffice.POST('/api/admin/auth/login', { body })),
    onSuccess: (answer) => {
      if (!needsSecondFactor(answer)) session.set({ token: answer.token, admin: answer.admin });
    },
  });
}
