import type { TrashItem } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetItem } from './forget-item';

type Target = Pick<TrashItem, 'resource' | 'id'>;

export const deleteItem = ({ resource, id }: Target) =>
  api.delete<{ ok: true }>(`/admin/trash/${encodeURIComponent(resource)}/${id}`);

/** Deletes one item of the trash for good. */
export function useDeleteItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_result, item) => forgetItem(qc, item),
  });
}
