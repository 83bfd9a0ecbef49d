import type { ApiToken } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { tokenKeys } from './keys';

export const revokeToken = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/tokens/{id}', { params: { path: { id } } }));

/** Revokes a token: whatever uses it is refused from now on. */
export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: (_result, id) =>
      qc.setQueryData<ApiToken[]>(tokenKeys.list(), (rows) => rows?.filter((row) => row.id !== id)),
  });
}
