import { type StandardWebhookBody, WEBHOOK_BATCH_TYPE } from '@land-office/contract';

/** An event on its way to endpoints: an outbox row, its payload parsed (or a test event). */
export interface QueuedEvent {
  type: string;
  payload: Record<string, unknown>;
  created_at: string;
}

const one = (event: QueuedEvent) => ({ type: event.type, timestamp: event.created_at, data: event.payload });

/**
 * The Standard Webhooks body: `{ type, timestamp, data }` for one event; a batch (a scraper run's
 * events) is one message, `{ type: "batch", timestamp, data: { batch, events: [...] } }`, timed by
 * its last event.
 */
export function standardBody(events: readonly QueuedEvent[], batch: string | null): StandardWebhookBody {
  const [first] = events;
  if (!first) throw new Error('a delivery carries at least one event');
  if (batch === null) return one(first);
  return {
    type: WEBHOOK_BATCH_TYPE,
    timestamp: (events[events.length - 1] as QueuedEvent).created_at,
    data: { batch, events: events.map(one) },
  };
}
