import { type MigrationDb, notNull } from './helpers.js';

/** One row per settings singleton (site, header, header_button, available_land_page): a JSON document. */
export async function up(db: MigrationDb) {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
}
