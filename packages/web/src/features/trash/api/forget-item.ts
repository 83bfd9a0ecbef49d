import type { TrashItem, TrashList } from '@land-office/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { trashKeys } from './keys';

/** Keeps, in every page of every trash list shown, the items `keep` answers true for. */
export function keepInTrashLists(qc: QueryClient, keep: (item: TrashItem) => boolean) {
  qc.setQueriesData<InfiniteData<TrashList>>(
    { queryKey: trashKeys.all },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.filter(keep) })),
      },
  );
}

/** Takes an item out of every trash list shown, then asks the server again. */
export function forgetItem(qc: QueryClient, item: Pick<TrashItem, 'resource' | 'id'>) {
  keepInTrashLists(qc, (other) => other.resource !== item.resource || other.id !== item.id);
  return qc.invalidateQueries({ queryKey: trashKeys.all });
}
