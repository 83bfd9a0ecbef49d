import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { forgetItem } from './forget-item';
import { itemPath, type TrashTarget } from './item-path';

export const restoreItem = (item: TrashTarget) =>
  unwrap(landOffice.POST('/api/admin/trash/{resource}/{id}/restore', itemPath(item)));

/**
 * Puts a deleted record back where it was. Every screen of its type reads again: each type's
 * query keys start with its name (`['hero', …]`, `['support', …]`), as the trash names it.
 */
export const useRestoreItem = () =>
  useCacheMutation(restoreItem, (qc, _result, item) =>
    Promise.all([forgetItem(qc, item), qc.invalidateQueries({ queryKey: [item.resource] })]),
  );
