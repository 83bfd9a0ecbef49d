import { sql } from 'kysely';
import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

/**
 * Webhooks (issue "Listings" §3): the endpoints, their queue of deliveries (made from the event
 * outbox, kept until sent or given up, so a restart loses none) with each try, and how far the
 * outbox has been turned into deliveries.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('webhooks'))
    .addColumn('url', 'varchar(2048)', notNull)
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // A comma list of event types.
    .addColumn('events', 'varchar(300)', notNull)
    .addColumn('format', 'varchar(20)', notNull)
    // `whsec_…`: kept as it is, since signing needs it (docs/security.md).
    .addColumn('secret', 'varchar(100)', notNull)
    .addColumn('enabled', boolType(db), (c) => c.notNull().defaultTo(true))
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();

  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    // The `webhook-id` header, the same on every try.
    .addColumn('message_id', 'varchar(40)', (c) => c.notNull().unique())
    // What it was made from (`event:<id>`, `batch:<batch>:<first id>`, `test:<message id>`):
    // once per endpoint, whatever happens to the process that makes it.
    .addColumn('source', 'varchar(160)', notNull)
    .addColumn('event_type', 'varchar(60)', notNull)
    .addColumn('event_count', 'integer', notNull)
    .addColumn('body', 'text', notNull)
    .addColumn('state', 'varchar(20)', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Tries that count toward giving up (a 429 honoured does not).
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)')
    // Taken by an instance that is sending it until then; past it, another may send it again.
    .addColumn('sending_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_source')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'source'])
    .unique()
    .execute();
  // The sender's query (due, oldest first) and the delivery log (an endpoint's, newest first).
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_log')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('webhook_attempts'))
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', 'varchar(32)', notNull)
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', notNull)
    .addColumn('response_excerpt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome', 'varchar(20)', notNull)
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery')
    .on('webhook_attempts')
    .columns(['delivery_id', 'id'])
    .execute();

  // One row: the last outbox event turned into deliveries.
  await db.schema
    .createTable('webhook_outbox_cursor')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('last_event_id', 'integer', notNull)
    .execute();
  // Events told before webhooks existed had no endpoint to go to.
  await sql`insert into webhook_outbox_cursor (name, last_event_id)
    select 'webhooks', coalesce(max(id), 0) from outbox_events`.execute(db);
}
