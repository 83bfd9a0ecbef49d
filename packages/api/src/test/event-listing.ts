import type { ListingEventListing } from '@land-office/contract';

/** A listing as the listing events tell of it, for webhook tests (no listings table needed). */
export const eventListing = (id: number, fields: Partial<ListingEventListing> = {}): ListingEventListing => ({
  id,
  source: 'acatech',
  name: `Parcel ${id}`,
  region: 'Bay City',
  size_m2: 1024,
  price_ls: 2500,
  period: 'week',
  url: `https://lands.example/parcel/${id}`,
  first_seen: '2026-11-29T10:00:00.000Z',
  last_seen: '2026-11-29T10:00:00.000Z',
  ...fields,
});
