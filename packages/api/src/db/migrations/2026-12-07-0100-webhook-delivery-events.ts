import type { MigrationDb } from './helpers.js';

/**
 * Which events a webhook delivery carried, by type and count (`[{ "type", "count" }]` as JSON):
 * a scraper run's delivery holds several kinds at once (issue "Review findings" §3). Deliveries
 * made before it have none stored; their log shows their one type and count.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable('webhook_deliveries').addColumn('events', 'text').execute();
}
