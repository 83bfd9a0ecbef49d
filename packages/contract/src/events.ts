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
