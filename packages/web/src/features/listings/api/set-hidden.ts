import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { listingKeys } from './keys';

/** Hides a listing from the public list, or shows it again; every list is read again. */
export const useSetHidden = () =>
  useCacheMutation(
    ({ id, hidden }: { id: number; hidden: boolean }) =>
      unwrap(landOffice.PUT('/api/admin/listings/{id}', { params: { path: { id } }, body: { hidden } })),
    (qc) => qc.invalidateQueries({ queryKey: listingKeys.all }),
  );
