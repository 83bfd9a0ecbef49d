import type { MigrationDb } from './helpers.js';

/**
 * The dashboard counts the posts out of the trash, and how many of them are published. An index on
 * (deleted_at, published) holds both: the count reads its entries for `deleted_at is null` and
 * never the table (whose rows carry each post's text: SQLite read all of it to count them).
 */
export async function up(db: MigrationDb) {
  await db.schema
    .createIndex('blog_posts_counted')
    .on('blog_posts')
    .columns(['deleted_at', 'published'])
    .execute();
}
