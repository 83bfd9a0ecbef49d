import { z } from 'zod';
import { isHttpUrl, PageCursor, pageLimit } from './common.js';
import { EventType, eventTypes } from './events.js';

/**
 * Webhooks (issue "Listings" §3): endpoints that hear of the events of `events.ts`, signed per
 * Standard Webhooks (`standard`) or posted as Discord messages (`discord`).
 */
export const webhookFormats = ['standard', 'discord'] as const;
export const WebhookFormat = z.enum(webhookFormats, { error: 'Format must be standard or discord' });
export type WebhookFormat = z.infer<typeof WebhookFormat>;

/** The type a test delivery ("Send test event") carries; a batch's deliveries carry `batch`. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';
export const WEBHOOK_BATCH_TYPE = 'batch';

/** Failed deliveries in a row after which an endpoint is switched off. */
export const WEBHOOK_FAILURES_TO_DISABLE = 20;
export const WEBHOOK_DELIVERIES_PAGE_MAX = 100;
export const WEBHOOK_DESCRIPTION_MAX = 500;

export const webhookMessages = {
  notFound: 'Webhook not found',
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be an http(s) address',
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  addressRefused: (reason: string) => `This URL cannot receive webhooks: ${reason}`,
  testQueued: 'Test event queued',
} as const;

const Url = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, { error: webhookMessages.urlRequired })
  .max(2048, { error: webhookMessages.urlInvalid })
  .refine(isHttpUrl, { error: webhookMessages.urlInvalid });
const Events = z
  .array(EventType, { error: webhookMessages.eventsRequired })
  .min(1, { error: webhookMessages.eventsRequired })
  .max(eventTypes.length)
  // Kept in the contract's order, each once.
  .transform((chosen) => eventTypes.filter((type) => chosen.includes(type)));
const Description = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: webhookMessages.descriptionTooLong });

/** How the last delivery to an endpoint went. */
export const deliveryStates = ['pending', 'succeeded', 'failed'] as const;
export const DeliveryState = z.enum(deliveryStates);
export type DeliveryState = z.infer<typeof DeliveryState>;

/** One endpoint as `GET /api/admin/webhooks` lists it; its secret is never shown again after create. */
export const Webhook = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: EventType.array(),
  format: WebhookFormat,
  enabled: z.boolean(),
  /** When it was switched off for failing WEBHOOK_FAILURES_TO_DISABLE deliveries in a row; null otherwise. */
  disabled_at: z.string().nullable(),
  /** Deliveries that failed in a row, up to now. */
  consecutive_failures: z.number(),
  last_delivery: z.object({ state: DeliveryState, at: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof Webhook>;

/** `POST /api/admin/webhooks`. */
export const WebhookCreate = z.strictObject({
  url: Url,
  description: Description.default(''),
  events: Events,
  format: WebhookFormat.default('standard'),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type WebhookCreate = z.input<typeof WebhookCreate>;

/** `PUT /api/admin/webhooks/:id`: any of these; switching it on again clears the failure count. */
export const WebhookUpdate = z.strictObject({
  url: Url.optional(),
  description: Description.optional(),
  events: Events.optional(),
  format: WebhookFormat.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
});
export type WebhookUpdate = z.input<typeof WebhookUpdate>;

/** What a create answers: the endpoint, and its signing secret (`whsec_…`), shown this once. */
export const WebhookCreated = z.object({ webhook: Webhook, secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

/** One try of a delivery. */
export const DeliveryAttempt = z.object({
  at: z.string(),
  /** The HTTP status answered; null when none was (refused address, timeout, connection). */
  status_code: z.number().nullable(),
  duration_ms: z.number(),
  /** The start of the answer's body (at most 500 characters), or why there was none. */
  response_excerpt: z.string(),
  outcome: z.enum(['succeeded', 'failed', 'rate_limited']),
});
export type DeliveryAttempt = z.infer<typeof DeliveryAttempt>;

/** One entry of an endpoint's delivery log: one message, sent until it succeeds or gives up. */
export const WebhookDelivery = z.object({
  id: z.number(),
  /** The `webhook-id` header: the same on every try, for the receiver to drop repeats. */
  message_id: z.string(),
  /** The event type, `batch` (a scraper run's events together) or `webhook.test`. */
  event_type: z.string(),
  event_count: z.number(),
  /** Which events it carried, by type, in the order each first came (`listing.new` × 2, …). */
  events: z.array(z.object({ type: z.string(), count: z.number() })),
  state: DeliveryState,
  created_at: z.string(),
  /** When it is tried next, while pending. */
  next_attempt_at: z.string().nullable(),
  attempts: DeliveryAttempt.array(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** `GET /api/admin/webhooks/:id/deliveries?cursor=&limit=`: newest first, keyset paged. */
export const WebhookDeliveriesQuery = z.object({
  cursor: PageCursor,
  limit: pageLimit(WEBHOOK_DELIVERIES_PAGE_MAX, 20),
});
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuery>;

export const WebhookDeliveriesPage = z.object({
  items: WebhookDelivery.array(),
  /** Send as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable(),
});
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPage>;

/** `POST /api/admin/webhooks/:id/test`: the delivery queued (sent within a second or so). */
export const WebhookTestQueued = z.object({ delivery: WebhookDelivery });
export type WebhookTestQueued = z.infer<typeof WebhookTestQueued>;

/** An endpoint the dashboard warns of: switched off after failing deliveries in a row. */
export const DisabledWebhook = z.object({ id: z.number(), url: z.string(), disabled_at: z.string() });
export type DisabledWebhook = z.infer<typeof DisabledWebhook>;

/** One event as a `standard` body tells it. */
export const StandardWebhookEvent = z.object({
  type: z.string(),
  /** When the event happened (ISO 8601, UTC). */
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/**
 * The body of a `standard` delivery (Standard Webhooks): one event (`type` its event type, or
 * `webhook.test`), or a batch's events together (`type: "batch"`, `data: { batch, events }`).
 */
export const StandardWebhookBody = StandardWebhookEvent.extend({
  data: z.union([
    z.object({ batch: z.string(), events: StandardWebhookEvent.array() }),
    z.record(z.string(), z.unknown()),
  ]),
});
export type StandardWebhookBody = z.infer<typeof StandardWebhookBody>;

/** What a `discord` endpoint is sent, in a sentence (API reference, docs). */
export const DiscordWebhookNote =
  'A `discord` endpoint is sent a Discord webhook message instead: an embed per event (a listing with its name, region, size, price and link), at most 10 embeds and 6,000 characters, the rest counted in its text ("and N more…").';
