import type { RecoveryCodes } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { api } from '../../../lib/api-client';

/** Ten new recovery codes (the old ones die); asks for the password again. */
export function useNewRecoveryCodes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<RecoveryCodes>('/admin/account/recovery-codes', { password }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}
