import type { TrashList } from '@land-office/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trashKeys } from './keys';

export const TRASH_PAGE_SIZE = 50;

/** One page of the trash, of one type or of every type, after `cursor`. */
export function listTrash(resource?: string, cursor?: string) {
  const query = new URLSearchParams({ limit: String(TRASH_PAGE_SIZE) });
  if (resource) query.set('resource', resource);
  if (cursor) query.set('cursor', cursor);
  return api.get<TrashList>(`/admin/trash?${query}`);
}

export const trashQuery = (resource?: string) =>
  infiniteQueryOptions({
    queryKey: trashKeys.list(resource),
    queryFn: ({ pageParam }) => listTrash(resource, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TrashList) => last.next_cursor ?? undefined,
  });

/**
 * What the signed-in user may see in the trash (the server leaves out what their role cannot
 * change), newest deleted first, a page at a time; while another type loads, the last answer stays.
 */
export function useTrash(resource?: string) {
  const query = useInfiniteQuery({ ...trashQuery(resource), placeholderData: keepPreviousData });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items, resources: query.data?.pages[0]?.resources ?? [] };
}
