import type { TrashItem } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { forgetItem } from './forget-item';

type Target = Pick<TrashItem, 'resource' | 'id'>;

export const restoreItem = ({ resource, id }: Target) =>
  unwrap(
    landOffice.POST('/api/admin/trash/{resource}/{id}/restore', {
      params: { path: { resource: encodeURIComponent(resource), id } },
    }),
  );

/**
 * Puts a deleted record back where it was. Every screen of its type reads again: each type's
 * query keys start with its name (`['hero', …]`, `['support', …]`), as the trash names it.
 */
export function useRestoreItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: restoreItem,
    onSuccess: (_result, item) =>
      Promise.all([forgetItem(qc, item), qc.invalidateQueries({ queryKey: [item.resource] })]),
  });
}
