import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { api } from '../../../lib/api-client';

export function useRemovePasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/admin/account/passkeys/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  });
}
