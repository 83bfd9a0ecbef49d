import type { SupportMember, SupportMemberUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';

export const updateMember = ({ id, body }: { id: number; body: SupportMemberUpdate }) =>
  api.put<SupportMember>(`/admin/support/${id}`, body);

/** A partial update; the roster shows the saved member at once, then refetches. */
export function useUpdateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: (saved) => {
      qc.setQueryData<SupportMember[]>(supportKeys.list(), (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      return qc.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}
