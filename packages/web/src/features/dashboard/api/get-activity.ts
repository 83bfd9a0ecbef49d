import type { ActivityPage } from '@land-office/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

export function getActivity(params: { before?: number; resource?: string; limit?: number }) {
  const query = new URLSearchParams({ limit: String(params.limit ?? ACTIVITY_PAGE_SIZE) });
  if (params.before) query.set('before', String(params.before));
  if (params.resource) query.set('resource', params.resource);
  return api.get<ActivityPage>(`/admin/activity?${query}`);
}

/** The log newest first, one page at a time; the next page starts below the last id seen. */
export function useActivity(resource: string | undefined) {
  return useInfiniteQuery({
    queryKey: dashboardKeys.activity(resource),
    queryFn: ({ pageParam }) => getActivity({ before: pageParam, resource }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: 0,
  });
}
