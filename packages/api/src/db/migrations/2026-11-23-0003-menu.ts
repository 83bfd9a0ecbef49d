import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('menu_items'))
    .addColumn('label', 'varchar(100)', notNull)
    .addColumn('url', 'varchar(2048)', notNull)
    .addColumn('is_external', boolType(db), (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', boolType(db), (c) => c.notNull().defaultTo(true))
    .addColumn('order_pos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('menu_items_order')
    .on('menu_items')
    .columns(['is_active', 'order_pos', 'id'])
    .execute();
}
