import type { EventType } from '@land-office/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One event to tell other systems; events of one `batch` (a scraper run's) are delivered together. */
export interface OutboxEvent {
  type: EventType;
  payload: unknown;
  batch?: string;
}

/**
 * Writes events in the transaction of the change they tell of: they exist exactly when the change
 * does (a crash between the two leaves neither), and the webhook deliveries are made from them.
 */
export async function emitEvents(trx: Transaction<Database>, events: readonly OutboxEvent[], at: string) {
  if (events.length === 0) return;
  await trx
    .insertInto('outbox_events')
    .values(
      events.map((event) => ({
        type: event.type,
        payload: JSON.stringify(event.payload),
        batch: event.batch ?? null,
        created_at: at,
      })),
    )
    .execute();
}
