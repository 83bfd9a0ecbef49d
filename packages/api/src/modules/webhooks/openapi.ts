import { DiscordWebhookNote, StandardWebhookBody, WEBHOOK_FAILURES_TO_DISABLE } from '@land-office/contract';
import { z } from 'zod';

/** The tag of `/api/admin/webhooks…` in the API reference. */
export const webhooksTag = {
  name: 'Webhooks',
  description:
    "Endpoints that hear of listings, scraper failures, blog posts and support status (owners only); their delivery log and a test event. What is sent is under the document's `webhooks`.",
};

// JSON Schema 2020-12, as OpenAPI 3.1 takes it; typed loosely, as the swagger options' union of
// OpenAPI versions cannot name one schema type.
const deliveryBodySchema = z.toJSONSchema(StandardWebhookBody) as never;

/**
 * What Land Office sends to an endpoint, as OpenAPI 3.1 `webhooks`: the `standard` body, signed
 * per Standard Webhooks. (A `discord` endpoint is sent a Discord webhook message instead.)
 */
export const webhookDeliveryDocs = {
  event: {
    post: {
      summary: 'A delivery to a webhook endpoint',
      description: [
        'Sent as `POST` with `content-type: application/json` and the Standard Webhooks headers',
        '`webhook-id` (the same on every try of a delivery: drop repeats by it), `webhook-timestamp` (Unix seconds)',
        'and `webhook-signature`: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the bytes',
        "the endpoint's `whsec_` secret holds after its prefix (base64). A 2xx within 10 s is success; anything else",
        'is tried again after WEBHOOK_RETRY_BASE_SECONDS × 1, 4, 20, 120, 720 (30 s … 6 h), then given up; a 429 is',
        `tried again when its \`retry_after\` (or \`Retry-After\`) says. ${WEBHOOK_FAILURES_TO_DISABLE} failed deliveries in a row switch the endpoint off.`,
        `The events of one scraper run come together in one delivery, \`type: "batch"\`. ${DiscordWebhookNote}`,
      ].join(' '),
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: deliveryBodySchema },
        },
      },
      responses: { '200': { description: 'Received (any 2xx)' } },
    },
  },
};
