import type { AvailableLands, ListingDetail, ListingSearchResult } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import type { ExpiresAt } from '../../plugins/public-cache.js';
import { listingsRepository, NEW_MS, type SearchQuery } from './repository.js';

/**
 * The public reads of the available land, at the clock's instant, each telling `expiresAt` when
 * its answer next changes with no run (a listing stops being new): what `GET /api/available-lands`
 * caches, and what the site's pages show.
 */
export function listingReads(app: FastifyInstance) {
  const listings = listingsRepository(app.db);
  const now = () => new Date(app.clock()).toISOString();
  return {
    /** The spec's whole list. */
    async whole(expiresAt: ExpiresAt): Promise<AvailableLands> {
      const { list, changesAt } = await listings.publicList(now());
      expiresAt(changesAt);
      return list;
    },
    /** A page of the search; a cursor this server did not make is a 400 (ValidationError). */
    async search(query: SearchQuery, expiresAt: ExpiresAt): Promise<ListingSearchResult> {
      const { result, changesAt } = await listings.search(query, now());
      expiresAt(changesAt);
      return result;
    },
    /** One listing with its price history; a hidden or missing one is a 404 (NotFound). */
    async detail(id: number, expiresAt: ExpiresAt): Promise<ListingDetail> {
      const detail = await listings.detail(id, now());
      if (detail.is_new) expiresAt(Date.parse(detail.first_seen) + NEW_MS);
      return detail;
    },
  };
}
