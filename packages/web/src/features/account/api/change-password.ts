import type { PasswordChange } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';

/** Changes one's own password; the server signs out every other session and says how many. */
export const changePassword = (body: PasswordChange) =>
  unwrap(landOffice.POST('/api/admin/account/password', { body }));

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
