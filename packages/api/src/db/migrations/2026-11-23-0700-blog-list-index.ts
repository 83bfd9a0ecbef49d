import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * The admin blog list reads every post's summary, newest first. SQLite stores a row's columns in
 * order, and those after the content (image, published, author, dates) sit behind ~5 KB of it on
 * overflow pages, so the list read every post's content to skip it. An index holding the list's
 * columns answers the list alone. PostgreSQL keeps long text out of line already (and its index
 * entries have a size cap that a long excerpt and image URL could pass), so it keeps its indexes.
 */
export async function up(db: MigrationDb) {
  if (isPostgres(db)) return;
  await db.schema
    .createIndex('blog_posts_summary')
    .on('blog_posts')
    .columns([
      'created_at',
      'id',
      'title',
      'slug',
      'excerpt',
      'image_url',
      'published',
      'author_id',
      'updated_at',
    ])
    .execute();
}
