import type { AdminListingPage } from '@land-office/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ListingFilters, listingKeys } from './keys';

const PAGE = 50;

const listingsUrl = (filters: ListingFilters, cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(PAGE) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  return `/admin/listings?${params}`;
};

export const listingsQuery = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: listingKeys.list(filters),
    queryFn: ({ pageParam }) => api.get<AdminListingPage>(listingsUrl(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** The listings the filters pick, newest first, a page at a time; the last answer stays while another loads. */
export const useListings = (filters: ListingFilters) =>
  useInfiniteQuery({ ...listingsQuery(filters), placeholderData: keepPreviousData });
