import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { listingKeys } from './keys';

/** Hides a listing from the public list, or shows it again; every list is read again. */
export function useSetHidden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      unwrap(landOffice.PUT('/api/admin/listings/{id}', { params: { path: { id } }, body: { hidden } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
