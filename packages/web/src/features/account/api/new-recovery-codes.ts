import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';

/** Ten new recovery codes (the old ones die); asks for the password again. */
export function useNewRecoveryCodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(landOffice.POST('/api/admin/account/recovery-codes', { body: { password } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}
