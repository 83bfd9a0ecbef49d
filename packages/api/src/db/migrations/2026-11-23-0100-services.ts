import {
  boolType,
  createOrderIndex,
  type MigrationDb,
  notNull,
  withId,
  withOrderedContent,
} from './helpers.js';

export async function up(db: MigrationDb) {
  const table = withId(db, db.schema.createTable('services'))
    .addColumn('title', 'varchar(255)', notNull)
    .addColumn('description', 'varchar(2000)', notNull)
    .addColumn('icon', 'varchar(64)', notNull)
    .addColumn('link_url', 'varchar(2048)')
    .addColumn('is_external', boolType(db), (c) => c.notNull().defaultTo(false));
  await withOrderedContent(db, table).execute();
  await createOrderIndex(db, 'services');
}
