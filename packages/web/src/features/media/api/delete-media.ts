import { landOffice, unwrap } from '../../../lib/api';
import { mediaKeys } from '../../../lib/media-library';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export const deleteMedia = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/media/{id}', { params: { path: { id } } }));

/** Deletes an item nothing uses; one in use is refused with 409 and its users (`LandOfficeError.body`). */
export const useDeleteMedia = () =>
  useCacheMutation(deleteMedia, (qc) => qc.invalidateQueries({ queryKey: mediaKeys.all }));
