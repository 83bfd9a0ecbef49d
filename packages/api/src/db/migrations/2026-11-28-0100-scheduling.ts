import type { MigrationDb } from './helpers.js';

/** The seasonal content tables: public between `active_from` and `active_until`. */
const seasonalTables = ['banners', 'heroes', 'services', 'faqs'] as const;

/**
 * Scheduling (issue "Publishing"): a post's `publish_at` (a published post is public from then)
 * and `announced_at` (when the scheduler logged it going live, so it is logged once); seasonal
 * content's `active_from` / `active_until`. Instants are ISO 8601 UTC text, so text order is
 * time order on both databases.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable('blog_posts').addColumn('publish_at', 'varchar(32)').execute();
  await db.schema.alterTable('blog_posts').addColumn('announced_at', 'varchar(32)').execute();
  // The next instant a post goes live: the earliest future publish_at of a published post.
  await db.schema.createIndex('blog_posts_publish_at').on('blog_posts').columns(['publish_at']).execute();
  for (const table of seasonalTables) {
    await db.schema.alterTable(table).addColumn('active_from', 'varchar(32)').execute();
    await db.schema.alterTable(table).addColumn('active_until', 'varchar(32)').execute();
  }
}
