import type { TrashList } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trashKeys } from './keys';

export const emptyTrash = () => api.delete<{ deleted: number }>('/admin/trash');

/** Deletes for good everything in the trash the signed-in user may see. */
export function useEmptyTrash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: emptyTrash,
    onSuccess: () => {
      qc.setQueriesData<TrashList>({ queryKey: trashKeys.all }, (list) => list && { ...list, items: [] });
      return qc.invalidateQueries({ queryKey: trashKeys.all });
    },
  });
}
