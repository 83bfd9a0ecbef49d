import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { cursorPages } from '../../../lib/cursor-pages';
import { trashKeys } from './keys';

export const TRASH_PAGE_SIZE = 50;

/** One page of the trash, of one type or of every type, after `cursor`. */
export function listTrash(resource?: string, cursor?: string) {
  const query = { limit: TRASH_PAGE_SIZE, resource: resource || undefined, cursor };
  return unwrap(landOffice.GET('/api/admin/trash', { params: { query } }));
}

export const trashQuery = (resource?: string) =>
  cursorPages(trashKeys.list(resource), (cursor) => listTrash(resource, cursor));

/**
 * What the signed-in user may see in the trash (the server leaves out what their role cannot
 * change), newest deleted first, a page at a time; while another type loads, the last answer stays.
 */
export function useTrash(resource?: string) {
  const query = useInfiniteQuery({ ...trashQuery(resource), placeholderData: keepPreviousData });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items, resources: query.data?.pages[0]?.resources ?? [] };
}
