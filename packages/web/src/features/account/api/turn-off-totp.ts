import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { api } from '../../../lib/api-client';

/** Turns the app (and its recovery codes) off; asks for the password again. */
export function useTurnOffTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<{ totp: false }>('/admin/account/totp/disable', { password }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}
