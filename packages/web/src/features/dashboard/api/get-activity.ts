import type { ActivityPage } from '@land-office/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ActivityFilter, dashboardKeys } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

export function getActivity(params: ActivityFilter & { before?: number; limit?: number }) {
  const query = new URLSearchParams({ limit: String(params.limit ?? ACTIVITY_PAGE_SIZE) });
  if (params.before) query.set('before', String(params.before));
  if (params.resource) query.set('resource', params.resource);
  if (params.userId) query.set('user_id', String(params.userId));
  return api.get<ActivityPage>(`/admin/activity?${query}`);
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
