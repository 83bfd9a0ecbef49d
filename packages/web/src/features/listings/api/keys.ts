import type { AdminListingQuery } from '@land-office/contract';

/** The listings' query keys: every list by its filters, and each listing's detail. */
export const listingKeys = {
  all: ['listings'] as const,
  list: (filters: ListingFilters) => ['listings', 'list', filters] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
};

/** What the listings screen filters by (its address keeps them). */
export type ListingFilters = Pick<AdminListingQuery, 'show' | 'source' | 'q'>;
