import type { SupportMember } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';

export const deleteMember = (id: number) => api.delete(`/admin/support/${id}`);

export function useDeleteMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: (_result, id) => {
      qc.setQueryData<SupportMember[]>(supportKeys.list(), (rows) => rows?.filter((row) => row.id !== id));
      return qc.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}
