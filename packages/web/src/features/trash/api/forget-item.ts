import type { TrashItem, TrashList } from '@land-office/contract';
import type { QueryClient } from '@tanstack/react-query';
import { trashKeys } from './keys';

/** Takes an item out of every trash list shown, then asks the server again. */
export function forgetItem(qc: QueryClient, item: Pick<TrashItem, 'resource' | 'id'>) {
  qc.setQueriesData<TrashList>(
    { queryKey: trashKeys.all },
    (list) =>
      list && {
        ...list,
        items: list.items.filter((other) => other.resource !== item.resource || other.id !== item.id),
      },
  );
  return qc.invalidateQueries({ queryKey: trashKeys.all });
}
