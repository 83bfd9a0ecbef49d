import type { MediaUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { mediaKeys } from '../../../lib/media-library';

export const updateAltText = (id: number, body: MediaUpdate) =>
  unwrap(landOffice.PUT('/api/admin/media/{id}', { params: { path: { id } }, body }));

/** Saves an item's alt text. */
export function useUpdateAltText() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MediaUpdate }) => updateAltText(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
