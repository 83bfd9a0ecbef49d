import { type MigrationDb, notNull, withId } from './helpers.js';

/** The content tables whose deletes go to the trash. */
export const trashedTables = [
  'blog_posts',
  'menu_items',
  'services',
  'banners',
  'heroes',
  'faqs',
  'support_members',
] as const;

/**
 * Content history: `revisions` keeps each content record and settings document as it was after
 * every change (JSON, with who, when, what and a one-line summary), newest found by
 * (resource, resource_id, id); content records get `deleted_at` / `deleted_by`, so a delete moves
 * a record to the trash instead of removing its row (its slug stays taken, its order kept).
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('revisions'))
    .addColumn('resource', 'varchar(40)', notNull)
    .addColumn('resource_id', 'varchar(64)', notNull)
    .addColumn('action', 'varchar(16)', notNull)
    .addColumn('at', 'varchar(32)', notNull)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'varchar(100)')
    .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('revisions_record')
    .on('revisions')
    .columns(['resource', 'resource_id', 'id'])
    .execute();
  for (const table of trashedTables) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('deleted_by', 'integer').execute();
  }
}
