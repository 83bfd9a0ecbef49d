import { type EventType, WEBHOOK_BATCH_TYPE } from '@land-office/contract';
import { sql, type Transaction } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { Database, WebhookTable } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { discordBody } from './discord-body.js';
import { newMessageId } from './signing.js';
import { type QueuedEvent, standardBody } from './standard-body.js';

const CURSOR = 'webhooks';
/** Events turned into deliveries per pass (a batch is always taken whole). */
const EVENTS_PER_PASS = 500;
const ROWS_PER_INSERT = 100;

export type Endpoint = Pick<WebhookTable, 'format'> & { id: number; events: string };

/** The body one endpoint is sent for these events, in its format. */
export function bodyFor(
  endpoint: Pick<Endpoint, 'format'>,
  events: readonly QueuedEvent[],
  batch: string | null,
  siteUrl: string | undefined,
) {
  return JSON.stringify(
    endpoint.format === 'discord' ? discordBody(events, batch, siteUrl) : standardBody(events, batch),
  );
}

interface OutboxRow {
  id: number;
  type: string;
  payload: string;
  batch: string | null;
  created_at: string;
}

/** The outbox events after the cursor, every event of a batch among them included. */
async function nextEvents(trx: Transaction<Database>, after: number): Promise<OutboxRow[]> {
  const from = () => trx.selectFrom('outbox_events').selectAll().where('id', '>', after).orderBy('id');
  const rows = await from().limit(EVENTS_PER_PASS).execute();
  const batches = [...new Set(rows.flatMap((row) => (row.batch === null ? [] : [row.batch])))];
  const last = rows[rows.length - 1]?.id ?? after;
  if (batches.length === 0) return rows;
  const { end } = await trx
    .selectFrom('outbox_events')
    .select((eb) => eb.fn.max('id').as('end'))
    .where('id', '>', after)
    .where('batch', 'in', batches)
    .executeTakeFirstOrThrow();
  return Number(end ?? 0) > last ? from().where('id', '<=', Number(end)).execute() : rows;
}

/**
 * Turns the outbox's new events into deliveries: one per enabled endpoint subscribed to the
 * event's type, or, for a batch, one per endpoint carrying every event of the batch it is
 * subscribed to. Reading the events, writing the deliveries and moving the cursor are one
 * transaction, and a delivery's `source` is unique per endpoint, so no event is queued twice.
 *
 * On PostgreSQL, ids are taken when a transaction inserts but seen when it commits, so an event
 * with a smaller id than one already seen may still be on its way: the pass locks the outbox
 * against inserts (briefly; it gives up after 100 ms rather than hold writers up, and the next pass
 * tries again), which waits
 * for the transactions writing to it to end, and lets one instance pass at a time. SQLite has one
 * writer: its ids are seen in order.
 */
/** PostgreSQL's lock_not_available: the outbox was busy; the next pass tries again. */
export const outboxBusy = (err: unknown) => (err as { code?: string }).code === '55P03';

export async function fanOut(db: Db, dialect: Dialect, now: string, siteUrl?: string): Promise<number> {
  const [cursor, newest] = await Promise.all([
    db
      .selectFrom('webhook_outbox_cursor')
      .select('last_event_id')
      .where('name', '=', CURSOR)
      .executeTakeFirst(),
    db
      .selectFrom('outbox_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst(),
  ]);
  if (Number(newest?.id ?? 0) <= (cursor?.last_event_id ?? 0)) return 0;

  return transaction(db, async (trx) => {
    if (dialect === 'postgres') {
      await sql`set local lock_timeout = '100ms'`.execute(trx);
      await sql`lock table outbox_events in exclusive mode`.execute(trx);
    }
    const after =
      (
        await trx
          .selectFrom('webhook_outbox_cursor')
          .select('last_event_id')
          .where('name', '=', CURSOR)
          .executeTakeFirst()
      )?.last_event_id ?? 0;
    const rows = await nextEvents(trx, after);
    const last = rows[rows.length - 1];
    if (!last) return 0;

    const endpoints = await trx
      .selectFrom('webhooks')
      .select(['id', 'events', 'format'])
      .where('enabled', '=', true)
      .execute();
    // In the order of their first event: a batch, or one event alone.
    const groups = new Map<string, { batch: string | null; first: number; events: OutboxRow[] }>();
    for (const row of rows) {
      const key = row.batch === null ? `event:${row.id}` : `batch:${row.batch}`;
      const group = groups.get(key) ?? { batch: row.batch, first: row.id, events: [] };
      group.events.push(row);
      groups.set(key, group);
    }
    const deliveries = [];
    for (const { batch, first, events } of groups.values())
      for (const endpoint of endpoints) {
        const wanted = new Set(endpoint.events.split(',') as EventType[]);
        const chosen = events.filter((event) => wanted.has(event.type as EventType));
        if (chosen.length === 0) continue;
        const queued = chosen.map((event) => ({
          type: event.type,
          payload: JSON.parse(event.payload) as Record<string, unknown>,
          created_at: event.created_at,
        }));
        deliveries.push({
          webhook_id: endpoint.id,
          message_id: newMessageId(),
          source: batch === null ? `event:${first}` : `batch:${batch}:${first}`,
          event_type: batch === null ? (chosen[0] as OutboxRow).type : WEBHOOK_BATCH_TYPE,
          event_count: chosen.length,
          events: JSON.stringify(countByType(chosen)),
          body: bodyFor(endpoint, queued, batch, siteUrl),
          state: 'pending' as const,
          next_attempt_at: now,
          created_at: now,
        });
      }
    for (let i = 0; i < deliveries.length; i += ROWS_PER_INSERT)
      await trx
        .insertInto('webhook_deliveries')
        .values(deliveries.slice(i, i + ROWS_PER_INSERT))
        .onConflict((oc) => oc.columns(['webhook_id', 'source']).doNothing())
        .execute();
    await trx
      .updateTable('webhook_outbox_cursor')
      .set({ last_event_id: last.id })
      .where('name', '=', CURSOR)
      .execute();
    return deliveries.length;
  });
}

/** The events of a delivery by type, in the order each type first comes: `[{ type, count }]`. */
export function countByType(events: ReadonlyArray<{ type: string }>): Array<{ type: string; count: number }> {
  const counts = new Map<string, number>();
  for (const { type } of events) counts.set(type, (counts.get(type) ?? 0) + 1);
  return [...counts].map(([type, count]) => ({ type, count }));
}
