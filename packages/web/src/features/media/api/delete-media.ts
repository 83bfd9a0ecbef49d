import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mediaKeys } from '../../../lib/media-library';

export const deleteMedia = (id: number) => api.delete<{ ok: true }>(`/admin/media/${id}`);

/** Deletes an item nothing uses; one in use is refused with 409 and its users (`ApiError.body`). */
export function useDeleteMedia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
