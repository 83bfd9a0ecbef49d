import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

/**
 * Listings with a memory (issue "Listings"): each parcel a source lists, by a stable identity,
 * with when it was first and last seen, whether it is still listed, and every price it had.
 */
export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('listings'))
    .addColumn('source', 'varchar(20)', notNull)
    /** The listing's own link when the source gives one, else its normalised name, region and size. */
    .addColumn('identity', 'varchar(600)', notNull)
    .addColumn('name', 'varchar(300)')
    .addColumn('region', 'varchar(300)')
    .addColumn('size_m2', 'integer')
    .addColumn('price_ls', 'integer')
    .addColumn('period', 'varchar(10)')
    .addColumn('rating', 'real')
    /** Its price before the last change, and when that was (null before any change). */
    .addColumn('previous_price_ls', 'integer')
    .addColumn('previous_period', 'varchar(10)')
    .addColumn('price_changed_at', 'varchar(32)')
    /** Where the last run that saw it listed it: the public list keeps the source's order. */
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'varchar(2048)')
    /** Name and region, lower-case and without accents: what the search's words are matched in. */
    .addColumn('search_text', 'varchar(600)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
    /** Successful runs of its source in a row that did not list it. */
    .addColumn('missed_runs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', boolType(db), (c) => c.notNull().defaultTo(false))
    .addColumn('first_seen', 'varchar(32)', notNull)
    .addColumn('last_seen', 'varchar(32)', notNull)
    .addColumn('last_run_id', 'integer')
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('listings_identity')
    .on('listings')
    .columns(['source', 'identity'])
    .unique()
    .execute();
  await db.schema
    .createIndex('listings_public')
    .on('listings')
    .columns(['status', 'hidden', 'source'])
    .execute();
  await db.schema.createIndex('listings_first_seen').on('listings').columns(['first_seen', 'id']).execute();
  await withId(db, db.schema.createTable('listing_prices'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('price_ls', 'integer')
    .addColumn('period', 'varchar(10)')
    .addColumn('seen_at', 'varchar(32)', notNull)
    .execute();
  await db.schema
    .createIndex('listing_prices_listing')
    .on('listing_prices')
    .columns(['listing_id', 'id'])
    .execute();
}
