import { type MigrationDb, notNull, withId } from './helpers.js';

/**
 * The media library: one row per stored image (its file under `uploads/`, named by `url`), with
 * what a list shows and filters on, the SHA-256 of its bytes (an upload of bytes already there
 * reuses their row) and its responsive variants (JSON). Which records use it is computed.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('media'))
    .addColumn('file_name', 'varchar(255)', notNull)
    .addColumn('url', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(50)', notNull)
    .addColumn('bytes', 'integer', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    .addColumn('alt_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sha256', 'varchar(64)', notNull)
    .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .execute();
  // An upload looks its bytes up here first.
  await db.schema.createIndex('media_sha256').on('media').column('sha256').execute();
}
