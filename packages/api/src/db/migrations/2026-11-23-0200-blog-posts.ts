import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

export async function up(db: MigrationDb) {
  await withId(db, db.schema.createTable('blog_posts'))
    .addColumn('title', 'varchar(255)', notNull)
    .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('excerpt', 'text')
    .addColumn('content', 'text', notNull)
    .addColumn('image_url', 'varchar(2048)')
    .addColumn('published', boolType(db), (c) => c.notNull().defaultTo(false))
    .addColumn('author_id', 'integer', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
  // The admin list (newest first) and the public one (published, newest first).
  await db.schema.createIndex('blog_posts_created').on('blog_posts').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('blog_posts_published_created')
    .on('blog_posts')
    .columns(['published', 'created_at', 'id'])
    .execute();
}
