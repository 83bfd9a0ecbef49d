import {
  boolType,
  createOrderIndex,
  type MigrationDb,
  notNull,
  withId,
  withOrderedContent,
} from './helpers.js';

export async function up(db: MigrationDb) {
  const table = withId(db, db.schema.createTable('heroes'))
    .addColumn('title', 'varchar(255)', notNull)
    .addColumn('title_color', 'varchar(7)', (c) => c.notNull().defaultTo('#000000'))
    .addColumn('description', 'varchar(2000)', notNull)
    .addColumn('button_text', 'varchar(100)', notNull)
    .addColumn('button_url', 'varchar(2048)', notNull)
    .addColumn('button_color', 'varchar(7)', (c) => c.notNull().defaultTo('#ffd700'))
    .addColumn('is_external', boolType(db), (c) => c.notNull().defaultTo(false))
    .addColumn('open_new_tab', boolType(db), (c) => c.notNull().defaultTo(false));
  await withOrderedContent(db, table).execute();
  await createOrderIndex(db, 'heroes');
}
