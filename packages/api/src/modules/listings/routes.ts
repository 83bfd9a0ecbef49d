import {
  AdminListing,
  AdminListingDetail,
  AdminListingPage,
  AdminListingQuery,
  AdminListingUpdate,
  AvailableLands,
  IdParam,
  ListingDetail,
  ListingSearchQuery,
  ListingSearchResult,
  searchable,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operationDocs } from '../../plugins/operation-docs.js';
import { writeResults } from '../land-scraper/results-file.js';
import { listingReads } from './public-reads.js';
import { listingsRepository } from './repository.js';

const SEARCH_PARAMETERS = Object.keys(ListingSearchQuery.shape);

/** The tags of the public listings and of the admin's, in the API reference. */
export const availableLandsTag = {
  name: 'available-lands',
  description: 'The listings the scraper found, as the public "available land" page reads them.',
};
export const listingsTag = {
  name: 'listings',
  description:
    "The scraped listings as the admin sees them, and the admin's own notes and overrides on each.",
};

const availableLandsDoc = operationDocs(availableLandsTag.name);

/**
 * The search's parameters as one text, whatever their order or spelling (`q` as it is compared,
 * numbers as read): its cache key, so "São Paulo" and "sao  paulo" share an entry.
 */
const canonical = (query: Record<string, unknown>) =>
  SEARCH_PARAMETERS.filter((name) => query[name] !== undefined && query[name] !== '')
    .map((name) => {
      const value = name === 'q' ? searchable(String(query.q)) : String(query[name]);
      return `${name}=${encodeURIComponent(value)}`;
    })
    .join('&');

const example: z.infer<typeof ListingSearchResult> = {
  items: [
    {
      id: 42,
      name: 'Bayside 4096',
      region: 'Sunset Bay',
      size_m2: 4096,
      price_ls: 1250,
      period: 'week',
      rating: 4.5,
      source: 'acatech',
      url: 'https://land.example.com/parcels/42',
      first_seen: '2026-11-20T10:00:00.000Z',
      last_seen: '2026-11-26T10:00:00.000Z',
      is_new: true,
      price_changed: {
        old_price_ls: 1500,
        old_period: 'week',
        new_price_ls: 1250,
        new_period: 'week',
        changed_at: '2026-11-25T10:00:00.000Z',
      },
    },
  ],
  total: 1,
  next_cursor: null,
};

/**
 * The available land (issue "Listings"): the spec's whole list, or, with parameters, a search
 * (words, size, price, period, source, new ones, order, keyset pages); one listing with its price
 * history; and the admin's listings with what is new, repriced, gone or hidden.
 */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listings = listingsRepository(app.db);
  const reads = listingReads(app);
  const now = () => new Date(app.clock()).toISOString();

  app.get(
    '/available-lands',
    {
      schema: availableLandsDoc(
        'listAvailableLands',
        'The available land, whole or searched',
        "Without parameters: the spec's list `{ source, ran_at, count, lands }`, every listing still listed and not hidden, in its source's order. With any of the parameters: a page `{ items, total, next_cursor }` of the listings that match; pass `next_cursor` back as `cursor` for the next page. `q` matches words in the name or region whatever their case or accents; `period=sale` is a listing sold rather than rented.",
        {
          querystring: ListingSearchQuery,
          response: {
            200: z.union([AvailableLands, ListingSearchResult.meta({ examples: [example] })]),
          },
        },
      ),
    },
    (req, reply) => {
      const query = req.query as Record<string, unknown>;
      const key = canonical(query);
      if (!key) return app.publicCache.reply(req, reply, 'available-lands', reads.whole);
      return app.publicCache.reply(req, reply, `available-lands:search:${key}`, (expiresAt) =>
        reads.search(req.query, expiresAt),
      );
    },
  );

  app.get(
    '/available-lands/:id',
    {
      schema: availableLandsDoc(
        'getAvailableLand',
        'One listing with its price history',
        'A listing still listed or gone (`status`), with every price it had, oldest first. A hidden listing answers 404.',
        {
          params: IdParam,
          response: {
            200: ListingDetail.meta({
              examples: [
                {
                  ...example.items[0],
                  status: 'active',
                  prices: [
                    { price_ls: 1500, period: 'week', seen_at: '2026-11-20T10:00:00.000Z' },
                    { price_ls: 1250, period: 'week', seen_at: '2026-11-25T10:00:00.000Z' },
                  ],
                },
              ],
            }),
          },
        },
      ),
    },
    (req, reply) =>
      app.publicCache.reply(req, reply, `available-lands/listing/${req.params.id}`, (expiresAt) =>
        reads.detail(req.params.id, expiresAt),
      ),
  );

  const admin = { onRequest: app.requireAdmin };
  const listingsDoc = operationDocs(listingsTag.name);
  app.get(
    '/admin/listings',
    {
      ...admin,
      schema: listingsDoc('listListings', 'List listings', 'Every scraped listing, filtered and paged.', {
        querystring: AdminListingQuery,
        response: { 200: AdminListingPage },
      }),
    },
    async (req) => listings.adminPage(req.query, now()),
  );

  app.get(
    '/admin/listings/:id',
    {
      ...admin,
      schema: listingsDoc('getListing', 'Read a listing', 'One scraped listing.', {
        params: IdParam,
        response: { 200: AdminListingDetail },
      }),
    },
    async (req) => listings.adminDetail(req.params.id, now()),
  );

  app.put(
    '/admin/listings/:id',
    {
      ...admin,
      config: { invalidates: ['available-lands'] },
      schema: listingsDoc('updateListing', 'Update a listing', "Saves the admin's changes to a listing.", {
        params: IdParam,
        body: AdminListingUpdate,
        response: { 200: AdminListing },
      }),
    },
    async (req) => {
      const at = now();
      const listing = await listings.setHidden(req.params.id, req.body.hidden, at, req);
      // The spec's file shows what the public list now is.
      await writeResults(app.config.dataDir, (await listings.publicList(at)).list);
      return listing;
    },
  );
};
