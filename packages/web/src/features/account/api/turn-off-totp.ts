import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';

/** Turns the app (and its recovery codes) off; asks for the password again. */
export function useTurnOffTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(landOffice.POST('/api/admin/account/totp/disable', { body: { password } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}
