import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

/** What search engines read of a post or a page (issue "Publishing" §4). */
function withSeo(db: MigrationDb, table: string) {
  return [
    db.schema.alterTable(table).addColumn('meta_title', 'varchar(70)'),
    db.schema.alterTable(table).addColumn('meta_description', 'varchar(160)'),
    db.schema.alterTable(table).addColumn('og_image_url', 'varchar(2048)'),
    db.schema.alterTable(table).addColumn('canonical_url', 'varchar(2048)'),
    db.schema.alterTable(table).addColumn('noindex', boolType(db), (c) => c.notNull().defaultTo(false)),
  ];
}

/**
 * Pages of the public site at /<slug> (issue "Publishing" §3), and the search-engine fields of
 * posts and pages (§4). A page keeps its slug while in the trash, as a post does.
 */
export async function up(db: MigrationDb) {
  for (const step of withSeo(db, 'blog_posts')) await step.execute();
  await withId(db, db.schema.createTable('pages'))
    .addColumn('title', 'varchar(255)', notNull)
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('content', 'text', notNull)
    .addColumn('published', boolType(db), (c) => c.notNull().defaultTo(false))
    .addColumn('publish_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .addColumn('deleted_at', 'varchar(32)')
    .addColumn('deleted_by', 'integer')
    .execute();
  for (const step of withSeo(db, 'pages')) await step.execute();
  // The admin list (newest first) and the next instant a scheduled page goes live.
  await db.schema.createIndex('pages_created').on('pages').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('pages_publish_at').on('pages').columns(['publish_at']).execute();
}
