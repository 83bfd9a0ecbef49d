import type { SupportMember } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { supportKeys } from './keys';

export const deleteMember = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/support/{id}', { params: { path: { id } } }));

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
