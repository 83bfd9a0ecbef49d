import type { MigrationDb } from './helpers.js';

/**
 * The dashboard counts the posts out of the trash, and how many of them are published; the blog's
 * pages count their matches (out of the trash; published, or public at an instant). An index on
 * (deleted_at, published, publish_at) holds all of it: a count reads its entries and never the
 * table (whose rows carry each post's text: SQLite read all of it to count them).
 */
export async function up(db: MigrationDb) {
  await db.schema
    .createIndex('blog_posts_counted')
    .on('blog_posts')
    .columns(['deleted_at', 'published', 'publish_at'])
    .execute();
}
