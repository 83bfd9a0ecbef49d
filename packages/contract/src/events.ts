import { z } from 'zod';

/**
 * What Land Office tells other systems (webhooks, issue "Listings"): each event is written with
 * the change it tells of (an outbox), then delivered.
 */
export const eventTypes = [
  'listing.new',
  'listing.gone',
  'listing.price_changed',
  'scrape.failed',
  'blog.published',
  'support.status_changed',
] as const;
export const EventType = z.enum(eventTypes);
export type EventType = z.infer<typeof EventType>;

/** `blog.published`: a post went public, by a save or at its scheduled time. */
export const BlogPublishedPayload = z.object({
  post: z.object({ id: z.number(), title: z.string(), slug: z.string(), publish_at: z.string().nullable() }),
  /** `schedule`: it went live at its publish_at; `save`: a save made it public. */
  by: z.enum(['schedule', 'save']),
});
export type BlogPublishedPayload = z.infer<typeof BlogPublishedPayload>;

/** `support.status_changed`: an in-world script reported a member online or offline. */
export const SupportStatusChangedPayload = z.object({
  member: z.object({
    uuid: z.string(),
    name: z.string().nullable(),
    status: z.string(),
    last_seen: z.string().nullable(),
  }),
  previous: z.string(),
});
export type SupportStatusChangedPayload = z.infer<typeof SupportStatusChangedPayload>;

/** A listing as events tell of it (the listings table's public fields). */
export const ListingEventListing = z.object({
  id: z.number(),
  source: z.string(),
  name: z.string().nullable(),
  region: z.string().nullable(),
  size_m2: z.number().nullable(),
  price_ls: z.number().nullable(),
  period: z.string().nullable(),
  url: z.string().nullable(),
  first_seen: z.string(),
  last_seen: z.string(),
});
export type ListingEventListing = z.infer<typeof ListingEventListing>;

/**
 * `listing.new` (first seen, or seen again after it had gone: `returned`) and `listing.gone`
 * (not seen for LISTING_GONE_RUNS runs of its source). Events of one run share the batch `run:<id>`.
 */
export const ListingPayload = z.object({ listing: ListingEventListing, returned: z.boolean().optional() });
export type ListingPayload = z.infer<typeof ListingPayload>;

const PriceTag = z.object({ price_ls: z.number().nullable(), period: z.string().nullable() });
/** `listing.price_changed`: its price or period changed between two runs. */
export const ListingPriceChangedPayload = z.object({
  listing: ListingEventListing,
  old: PriceTag,
  new: PriceTag,
});
export type ListingPriceChangedPayload = z.infer<typeof ListingPriceChangedPayload>;

/** `scrape.failed`: the same source failed twice in a row with the same error. */
export const ScrapeFailedPayload = z.object({
  source: z.string(),
  error: z.string(),
  failures: z.number(),
  run_id: z.number(),
});
export type ScrapeFailedPayload = z.infer<typeof ScrapeFailedPayload>;
