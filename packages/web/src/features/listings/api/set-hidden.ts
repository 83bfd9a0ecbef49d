import type { AdminListing } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listingKeys } from './keys';

/** Hides a listing from the public list, or shows it again; every list is read again. */
export function useSetHidden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      api.put<AdminListing>(`/admin/listings/${id}`, { hidden }),
    onSuccess: () => qc.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
