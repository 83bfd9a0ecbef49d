import { z } from 'zod';
import { INT_MAX } from './common.js';
import { LandPeriod, PublicLand, ScraperSourceId } from './land-scraper.js';

/** `GET /api/available-lands/:id`: one listing, with every price it had (oldest first). */
export const ListingDetail = PublicLand.extend({
  status: z.enum(['active', 'gone']),
  prices: z.array(
    z.object({ price_ls: z.number().int().nullable(), period: LandPeriod.nullable(), seen_at: z.string() }),
  ),
});
export type ListingDetail = z.infer<typeof ListingDetail>;

/** The admin's view of a listing: also whether it is still listed, hidden from the public, and missed runs. */
export const AdminListing = ListingDetail.omit({ prices: true }).extend({
  hidden: z.boolean(),
  missed_runs: z.number().int(),
});
export type AdminListing = z.infer<typeof AdminListing>;

export const AdminListingDetail = AdminListing.extend({ prices: ListingDetail.shape.prices });
export type AdminListingDetail = z.infer<typeof AdminListingDetail>;

export const listingSorts = ['price', '-price', 'size', '-size', 'newest'] as const;
export const listingPeriods = ['day', 'week', 'month', 'sale'] as const;
export const LISTING_PAGE_MAX = 100;

const whole = (name: string, max = INT_MAX) =>
  z
    .string()
    .regex(/^\d{1,10}$/, { error: `${name} must be a whole number` })
    .max(10, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(z.number().max(max, { error: `${name} is too large` }))
    .optional();

const pageLimit = z
  .string()
  .regex(/^\d{1,3}$/, { error: `limit must be between 1 and ${LISTING_PAGE_MAX}` })
  .max(3, { error: `limit must be between 1 and ${LISTING_PAGE_MAX}` })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, { error: `limit must be between 1 and ${LISTING_PAGE_MAX}` })
      .max(LISTING_PAGE_MAX, { error: `limit must be between 1 and ${LISTING_PAGE_MAX}` }),
  )
  .optional();

/**
 * `GET /api/available-lands` with parameters: words in the name or region (any case, any accent),
 * size and price bounds, period (`sale`: no period), source, only new ones, an order, a page.
 */
export const ListingSearchQuery = z.object({
  q: z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
  min_size: whole('min_size'),
  max_size: whole('max_size'),
  max_price: whole('max_price'),
  period: z.enum(listingPeriods, { error: `period must be one of ${listingPeriods.join(', ')}` }).optional(),
  source: ScraperSourceId.optional(),
  new: z.enum(['1', 'true', '0', 'false'], { error: 'new must be 1 or 0' }).optional(),
  sort: z.enum(listingSorts, { error: `sort must be one of ${listingSorts.join(', ')}` }).optional(),
  limit: pageLimit,
  cursor: z.string().max(200, { error: 'cursor is not one this server made' }).optional(),
});
export type ListingSearchQuery = z.input<typeof ListingSearchQuery>;

/** A page of the search; `next_cursor` continues it, null on the last page. */
export const ListingSearchResult = z.object({
  items: z.array(PublicLand),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type ListingSearchResult = z.infer<typeof ListingSearchResult>;

/** `GET /api/admin/listings`: what the admin's filters pick (new this week, price changed, gone). */
export const AdminListingQuery = z.object({
  show: z.enum(['all', 'new', 'price_changed', 'gone', 'hidden']).optional(),
  source: ScraperSourceId.optional(),
  q: z.string().trim().max(100).optional(),
  limit: pageLimit,
  cursor: z.string().max(200).optional(),
});
export type AdminListingQuery = z.input<typeof AdminListingQuery>;

export const AdminListingPage = z.object({
  items: z.array(AdminListing),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type AdminListingPage = z.infer<typeof AdminListingPage>;

export const AdminListingUpdate = z.strictObject({ hidden: z.boolean() });

export const listingMessages = {
  notFound: 'Listing not found',
  badCursor: 'cursor: not one this server made',
} as const;

/**
 * A text as the search compares it: lower-case, accents taken off, any run of spaces or
 * punctuation one space ("São Paulo's" → "sao paulo s").
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
