import type { MediaUpdate } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { mediaKeys } from '../../../lib/media-library';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export const updateAltText = (id: number, body: MediaUpdate) =>
  unwrap(landOffice.PUT('/api/admin/media/{id}', { params: { path: { id } }, body }));

/** Saves an item's alt text. */
export const useUpdateAltText = () =>
  useCacheMutation(
    ({ id, body }: { id: number; body: MediaUpdate }) => updateAltText(id, body),
    (qc) => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  );
