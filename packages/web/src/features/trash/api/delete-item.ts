import type { TrashItem } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { forgetItem } from './forget-item';

type Target = Pick<TrashItem, 'resource' | 'id'>;

export const deleteItem = ({ resource, id }: Target) =>
  unwrap(
    landOffice.DELETE('/api/admin/trash/{resource}/{id}', {
      params: { path: { resource: encodeURIComponent(resource), id } },
    }),
  );

/** Deletes one item of the trash for good. */
export function useDeleteItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_result, item) => forgetItem(qc, item),
  });
}
