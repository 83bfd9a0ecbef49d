import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { forgetItem } from './forget-item';
import { itemPath, type TrashTarget } from './item-path';

export const deleteItem = (item: TrashTarget) =>
  unwrap(landOffice.DELETE('/api/admin/trash/{resource}/{id}', itemPath(item)));

/** Deletes one item of the trash for good. */
export const useDeleteItem = () => useCacheMutation(deleteItem, (qc, _result, item) => forgetItem(qc, item));
