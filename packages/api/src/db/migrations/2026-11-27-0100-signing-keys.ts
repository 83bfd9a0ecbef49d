import { type MigrationDb, notNull } from './helpers.js';

/**
 * Keys this installation signs with (the preview links' first), made on first use and shared by
 * every instance through the database. Never exported with the content; kept in a backup.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(64)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
}
