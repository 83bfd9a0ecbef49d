import type { ApiToken } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokenKeys } from './keys';

export const revokeToken = (id: number) => api.delete<{ ok: true }>(`/admin/tokens/${id}`);

/** Revokes a token: whatever uses it is refused from now on. */
export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: (_result, id) =>
      qc.setQueryData<ApiToken[]>(tokenKeys.list(), (rows) => rows?.filter((row) => row.id !== id)),
  });
}
