import type { MediaItem, MediaUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mediaKeys } from '../../../lib/media-library';

export const updateAltText = (id: number, body: MediaUpdate) =>
  api.put<{ item: MediaItem }>(`/admin/media/${id}`, body);

/** Saves an item's alt text. */
export function useUpdateAltText() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MediaUpdate }) => updateAltText(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
