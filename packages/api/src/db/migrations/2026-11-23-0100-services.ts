import { type MigrationDb, notNull, withContentColumns, withId } from './helpers.js';

export async function up(db: MigrationDb) {
  const table = withId(db, db.schema.createTable('services'))
    .addColumn('title', 'varchar(255)', notNull)
    .addColumn('description', 'varchar(2000)', notNull)
    .addColumn('icon', 'varchar(64)', notNull)
    .addColumn('link_url', 'varchar(2048)');
  await withContentColumns(db, table).execute();
  await db.schema
    .createIndex('services_order')
    .on('services')
    .columns(['is_active', 'order_pos', 'id'])
    .execute();
}
