import { boolType, createOrderIndex, type MigrationDb, withId, withOrderedContent } from './helpers.js';

export async function up(db: MigrationDb) {
  const table = withId(db, db.schema.createTable('banners'))
    .addColumn('title', 'varchar(255)')
    .addColumn('image_url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('alt_text', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('link_url', 'varchar(2048)')
    .addColumn('is_external', boolType(db), (c) => c.notNull().defaultTo(false));
  await withOrderedContent(db, table).execute();
  await createOrderIndex(db, 'banners');
}
