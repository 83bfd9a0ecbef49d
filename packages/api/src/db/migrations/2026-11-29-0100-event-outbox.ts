import { type MigrationDb, notNull, withId } from './helpers.js';

/**
 * The events other systems hear of (issue "Listings": webhooks), written in the same transaction
 * as the change they tell of, so an event exists exactly when its change does: an outbox. Events
 * of one batch (a scraper run's listing changes) are delivered together.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('outbox_events'))
    .addColumn('type', 'varchar(60)', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('batch', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('outbox_events_batch').on('outbox_events').columns(['batch', 'id']).execute();
}
