import {
  type DeliveryAttempt,
  type DisabledWebhook,
  type EventType,
  WEBHOOK_TEST_TYPE,
  type Webhook,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookUpdate,
  webhookMessages,
} from '@land-office/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import type { WebhookDeliveryTable, WebhookTable } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { NotFound } from '../../errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { type Actor, changedFields, logActivity } from '../activity/log.js';
import { bodyFor } from './fan-out.js';
import { newMessageId, newSecret } from './signing.js';

type CreateValues = z.output<typeof WebhookCreate>;
type UpdateValues = z.output<typeof WebhookUpdate>;
type Row = Omit<WebhookTable, 'id' | 'description' | 'enabled' | 'consecutive_failures'> & {
  id: number;
  description: string;
  enabled: boolean;
  consecutive_failures: number;
};
type DeliveryRow = Pick<
  WebhookDeliveryTable,
  'message_id' | 'event_type' | 'event_count' | 'events' | 'state' | 'created_at' | 'next_attempt_at'
> & { id: number };

const RESOURCE = 'webhooks';

const toWebhook = (row: Row, last?: { state: Webhook['last_delivery'] }): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events.split(',') as EventType[],
  format: row.format,
  enabled: Boolean(row.enabled),
  disabled_at: row.disabled_at,
  consecutive_failures: row.consecutive_failures,
  last_delivery: last?.state ?? null,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const PUBLIC_COLUMNS = [
  'id',
  'url',
  'description',
  'events',
  'format',
  'enabled',
  'consecutive_failures',
  'disabled_at',
  'created_at',
  'updated_at',
] as const;

/** The endpoints (their secret never leaves here but in a create's answer) and their delivery log. */
export function webhookRepository(db: Db, secrets: SecretBox) {
  const findRow = async (trx: Db, id: number) => {
    const row = await trx
      .selectFrom('webhooks')
      .select(PUBLIC_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new NotFound(webhookMessages.notFound);
    return row as Row;
  };

  /** Each endpoint's newest delivery: its state, and when it ended (or was queued). */
  const lastDeliveries = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, Webhook['last_delivery']>();
    const newest = db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('webhook_id', 'in', ids)
      .groupBy('webhook_id');
    const rows = await db
      .selectFrom('webhook_deliveries')
      .select(['webhook_id', 'state', 'created_at', 'finished_at'])
      .where('id', 'in', newest)
      .execute();
    return new Map(
      rows.map((r) => [r.webhook_id, { state: r.state, at: r.finished_at ?? r.created_at }] as const),
    );
  };

  const present = async (row: Row) =>
    toWebhook(row, { state: (await lastDeliveries([row.id])).get(row.id) ?? null });

  const attemptsOf = async (ids: number[]) => {
    const byDelivery = new Map<number, DeliveryAttempt[]>();
    if (ids.length === 0) return byDelivery;
    const rows = await db
      .selectFrom('webhook_attempts')
      .select(['delivery_id', 'attempted_at', 'status_code', 'duration_ms', 'response_excerpt', 'outcome'])
      .where('delivery_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const { delivery_id, attempted_at, ...attempt } of rows)
      byDelivery.set(delivery_id, [...(byDelivery.get(delivery_id) ?? []), { at: attempted_at, ...attempt }]);
    return byDelivery;
  };

  const toDelivery = (row: DeliveryRow, attempts: DeliveryAttempt[]): WebhookDelivery => ({
    id: row.id,
    message_id: row.message_id,
    event_type: row.event_type,
    event_count: row.event_count,
    // A delivery made before the count by type was kept carried one type, or a batch of them.
    events: row.events ? JSON.parse(row.events) : [{ type: row.event_type, count: row.event_count }],
    state: row.state,
    created_at: row.created_at,
    next_attempt_at: row.state === 'pending' ? row.next_attempt_at : null,
    attempts,
  });

  const DELIVERY_COLUMNS = [
    'id',
    'message_id',
    'event_type',
    'event_count',
    'events',
    'state',
    'created_at',
    'next_attempt_at',
  ] as const;

  return {
    async list(): Promise<Webhook[]> {
      const rows = (await db.selectFrom('webhooks').select(PUBLIC_COLUMNS).orderBy('id').execute()) as Row[];
      const last = await lastDeliveries(rows.map((r) => r.id));
      return rows.map((row) => toWebhook(row, { state: last.get(row.id) ?? null }));
    },

    async get(id: number) {
      return present(await findRow(db, id));
    },

    /** A new endpoint and its secret, which only this answer shows. */
    async create(values: CreateValues, actor: Actor) {
      const secret = newSecret();
      const row = await transaction(db, async (trx) => {
        const now = nowIso();
        const created = await trx
          .insertInto('webhooks')
          .values({
            ...values,
            events: values.events.join(','),
            secret: secrets.seal(secret),
            created_at: now,
            updated_at: now,
          })
          .returning(PUBLIC_COLUMNS)
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, {
          resource: RESOURCE,
          action: 'create',
          resourceId: created.id,
          summary: changedFields(values),
        });
        return created as Row;
      });
      return { webhook: toWebhook(row), secret };
    },

    /** A partial update; switching it on again starts its count of failures afresh. */
    async update(id: number, patch: UpdateValues, actor: Actor) {
      const row = await transaction(db, async (trx) => {
        const current = await findRow(trx, id);
        const { events, ...rest } = patch;
        const switchedOn = patch.enabled === true && !current.enabled;
        const updated = await trx
          .updateTable('webhooks')
          .set({
            ...rest,
            ...(events ? { events: events.join(',') } : {}),
            ...(switchedOn ? { consecutive_failures: 0, disabled_at: null } : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returning(PUBLIC_COLUMNS)
          .executeTakeFirstOrThrow();
        const keys = Object.keys(patch);
        await logActivity(trx, actor, {
          resource: RESOURCE,
          action: keys.length === 1 && keys[0] === 'enabled' ? 'toggle' : 'update',
          resourceId: id,
          summary: changedFields(patch),
        });
        return updated as Row;
      });
      return present(row);
    },

    /** Deletes the endpoint with its queue and log. */
    async remove(id: number, actor: Actor) {
      await transaction(db, async (trx) => {
        await findRow(trx, id);
        await trx.deleteFrom('webhooks').where('id', '=', id).execute();
        await logActivity(trx, actor, { resource: RESOURCE, action: 'delete', resourceId: id });
      });
    },

    /** A test event queued for the endpoint now, in its format. */
    async queueTest(id: number, actor: Actor, siteUrl: string | undefined): Promise<WebhookDelivery> {
      const row = await transaction(db, async (trx) => {
        const endpoint = await trx
          .selectFrom('webhooks')
          .select(['id', 'format'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!endpoint) throw new NotFound(webhookMessages.notFound);
        const now = nowIso();
        const messageId = newMessageId();
        const event = {
          type: WEBHOOK_TEST_TYPE,
          payload: { webhook_id: id, message: 'A test event from Land Office' },
          created_at: now,
        };
        const delivery = await trx
          .insertInto('webhook_deliveries')
          .values({
            webhook_id: id,
            message_id: messageId,
            source: `test:${messageId}`,
            event_type: WEBHOOK_TEST_TYPE,
            event_count: 1,
            events: JSON.stringify([{ type: WEBHOOK_TEST_TYPE, count: 1 }]),
            body: bodyFor(endpoint, [event], null, siteUrl),
            state: 'pending',
            next_attempt_at: now,
            created_at: now,
          })
          .returning(DELIVERY_COLUMNS)
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, {
          resource: RESOURCE,
          action: 'run',
          resourceId: id,
          summary: 'Test event',
        });
        return delivery;
      });
      return toDelivery(row, []);
    },

    /** An endpoint's deliveries, newest first, keyset paged by id, each with its tries. */
    async deliveries(id: number, page: { before?: number; limit: number }) {
      await findRow(db, id);
      let query = db
        .selectFrom('webhook_deliveries')
        .select(DELIVERY_COLUMNS)
        .where('webhook_id', '=', id)
        .orderBy('id', 'desc')
        .limit(page.limit + 1);
      if (page.before !== undefined) query = query.where('id', '<', page.before);
      const rows = await query.execute();
      const shown = rows.slice(0, page.limit);
      const attempts = await attemptsOf(shown.map((r) => r.id));
      return {
        items: shown.map((row) => toDelivery(row, attempts.get(row.id) ?? [])),
        next_cursor: rows.length > page.limit ? String(shown[shown.length - 1]?.id) : null,
      };
    },

    /** Forgets the deliveries (and their tries) that ended before `before`; pending ones stay. */
    /**
     * Deletes the deliveries that ended before `before` (their tries with them), and the outbox
     * events from before it that were already made into deliveries. The newest of those stays, so
     * an id is never handed out again below the fan-out's cursor (SQLite reuses a deleted top id).
     */
    async trimLog(before: string) {
      await transaction(db, async (trx) => {
        await trx
          .deleteFrom('webhook_deliveries')
          .where('state', '!=', 'pending')
          .where('finished_at', '<', before)
          .execute();
        const cursor = await trx
          .selectFrom('webhook_outbox_cursor')
          .select('last_event_id')
          .executeTakeFirst();
        if (cursor)
          await trx
            .deleteFrom('outbox_events')
            .where('id', '<', cursor.last_event_id)
            .where('created_at', '<', before)
            .execute();
      });
    },

    /** Endpoints switched off for failing: the dashboard warns of them. */
    async disabledByFailures(): Promise<DisabledWebhook[]> {
      const rows = await db
        .selectFrom('webhooks')
        .select(['id', 'url', 'disabled_at'])
        .where('enabled', '=', false)
        .where('disabled_at', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, url: r.url, disabled_at: r.disabled_at as string }));
    },
  };
}
