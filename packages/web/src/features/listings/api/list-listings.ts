import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { type ListingFilters, listingKeys } from './keys';

const PAGE = 50;

const listListings = (filters: ListingFilters, cursor: string | null) => {
  const query = {
    limit: String(PAGE),
    show: filters.show || undefined,
    source: filters.source || undefined,
    q: filters.q || undefined,
    cursor: cursor ?? undefined,
  };
  return unwrap(landOffice.GET('/api/admin/listings', { params: { query } }));
};

export const listingsQuery = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: listingKeys.list(filters),
    queryFn: ({ pageParam }) => listListings(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

/** The listings the filters pick, newest first, a page at a time; the last answer stays while another loads. */
export const useListings = (filters: ListingFilters) =>
  useInfiniteQuery({ ...listingsQuery(filters), placeholderData: keepPreviousData });
