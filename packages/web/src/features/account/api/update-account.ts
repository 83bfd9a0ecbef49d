import type { AccountUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';

export const updateAccount = async (body: AccountUpdate) =>
  (await unwrap(landOffice.PUT('/api/admin/account', { body }))).admin;

/**
 * Saves one's own display name and e-mail. The saved user replaces the one in the session, so
 * the shell names them anew at once, and the one `/auth/me` answered, so it is not put back.
 */
export function useUpdateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (admin) => {
      const current = session.get();
      if (current) session.set({ ...current, admin });
      qc.setQueryData(accountKeys.me, { admin });
    },
  });
}
