import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { cursorPages } from '../../../lib/cursor-pages';
import { type ListingFilters, listingKeys } from './keys';

const PAGE = 50;

const listListings = (filters: ListingFilters, cursor?: string) => {
  const query = {
    limit: String(PAGE),
    show: filters.show || undefined,
    source: filters.source || undefined,
    q: filters.q || undefined,
    cursor,
  };
  return unwrap(landOffice.GET('/api/admin/listings', { params: { query } }));
};

export const listingsQuery = (filters: ListingFilters) =>
  cursorPages(listingKeys.list(filters), (cursor) => listListings(filters, cursor));

/** The listings the filters pick, newest first, a page at a time; the last answer stays while another loads. */
export const useListings = (filters: ListingFilters) =>
  useInfiniteQuery({ ...listingsQuery(filters), placeholderData: keepPreviousData });
