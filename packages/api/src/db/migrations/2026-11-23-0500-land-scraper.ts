import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

const SOURCES = [
  ['acatech', 'https://acatech.example/rentals/index.html', true],
  ['casperlet', 'https://casperlet.example/index.html', false],
  ['cavetech', 'https://cavetech.example/index.html', false],
] as const;

export async function up(db: MigrationDb) {
  // One row per source; several API instances read and write the same configuration.
  await db.schema
    .createTable('scraper_sources')
    .addColumn('id', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('url', 'varchar(2048)', notNull)
    .addColumn('is_active', boolType(db), notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('scraper_sources')
    .values(SOURCES.map(([id, url, isActive]) => ({ id, url, is_active: isActive, updated_at: now })))
    .execute();

  await withId(db, db.schema.createTable('scrape_runs'))
    .addColumn('started_at', 'varchar(32)', notNull)
    .addColumn('finished_at', 'varchar(32)', notNull)
    .addColumn('source', 'varchar(20)', notNull)
    .addColumn('count', 'integer')
    .addColumn('duration_ms', 'integer', notNull)
    .addColumn('error', 'text')
    .addColumn('trigger', 'varchar(10)', notNull)
    .execute();
}
