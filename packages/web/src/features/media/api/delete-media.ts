import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { mediaKeys } from '../../../lib/media-library';

export const deleteMedia = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/media/{id}', { params: { path: { id } } }));

/** Deletes an item nothing uses; one in use is refused with 409 and its users (`LandOfficeError.body`). */
export function useDeleteMedia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
