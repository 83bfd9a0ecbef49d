import type { ActivityPage } from '@land-office/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { type ActivityFilter, dashboardKeys } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

export function getActivity(
  params: ActivityFilter & { before?: number; limit?: number },
): Promise<ActivityPage> {
  const query = {
    limit: params.limit ?? ACTIVITY_PAGE_SIZE,
    before: params.before || undefined,
    resource: params.resource || undefined,
    user_id: params.userId || undefined,
  };
  return unwrap(landOffice.GET('/api/admin/activity', { params: { query } }));
}

/** The log newest first, one page at a time; the next page starts below the last id seen. */
export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.activity(filter),
    queryFn: ({ pageParam }) => getActivity({ ...filter, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: 0,
  });
}
