import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { keepInTrashLists } from './forget-item';
import { trashKeys } from './keys';

export const emptyTrash = () => unwrap(landOffice.DELETE('/api/admin/trash'));

/** Deletes for good everything in the trash the signed-in user may see. */
export const useEmptyTrash = () =>
  useCacheMutation(emptyTrash, (qc) => {
    keepInTrashLists(qc, () => false);
    return qc.invalidateQueries({ queryKey: trashKeys.all });
  });
