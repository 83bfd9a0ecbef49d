import { useInfiniteQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { cursorPages } from '../../../lib/cursor-pages';
import { webhookKeys } from './keys';

export const listDeliveries = (id: number, cursor?: string) =>
  unwrap(
    landOffice.GET('/api/admin/webhooks/{id}/deliveries', {
      params: { path: { id }, query: { cursor } },
    }),
  );

export const deliveriesQuery = (id: number) =>
  cursorPages(webhookKeys.deliveries(id), (cursor) => listDeliveries(id, cursor));

/** While a delivery is pending, the log is read again this often, so its tries show as they happen. */
const WATCH_PENDING_MS = 2_000;

/** An endpoint's delivery log, newest first, a page at a time. */
export function useDeliveries(id: number) {
  const query = useInfiniteQuery({
    ...deliveriesQuery(id),
    refetchInterval: (current) =>
      current.state.data?.pages.some((page) => page.items.some((item) => item.state === 'pending'))
        ? WATCH_PENDING_MS
        : false,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
