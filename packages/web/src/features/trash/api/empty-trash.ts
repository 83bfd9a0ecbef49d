import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { keepInTrashLists } from './forget-item';
import { trashKeys } from './keys';

export const emptyTrash = () => unwrap(landOffice.DELETE('/api/admin/trash'));

/** Deletes for good everything in the trash the signed-in user may see. */
export function useEmptyTrash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: emptyTrash,
    onSuccess: () => {
      keepInTrashLists(qc, () => false);
      return qc.invalidateQueries({ queryKey: trashKeys.all });
    },
  });
}
