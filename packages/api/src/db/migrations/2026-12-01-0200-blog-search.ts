import { searchText } from '../../lib/search-text.js';
import { createFullTextIndex, type MigrationDb } from './helpers.js';

/** The blog's search fields as they were when this migration landed. */
const blogSearch = { search: ['title', 'excerpt', 'content'], richText: ['content'] };

/**
 * Paging and search of the blog (issue "Scale" §2). Each post keeps `search_text`: the words of
 * its title, excerpt and content (as text, not tags), lower-case and without accents, written by
 * every write of a post; the existing posts get theirs here. The database indexes that text
 * (`createFullTextIndex`: FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL).
 *
 * And indexes for the lists' keyset orders that had none: by title (blog posts and pages).
 */
export async function up(db: MigrationDb) {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('blog_posts')
      .select(['id', 'title', 'excerpt', 'content'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(200)
      .execute();
    for (const row of rows)
      await db
        .updateTable('blog_posts')
        .set({ search_text: searchText(blogSearch, row) })
        .where('id', '=', row.id)
        .execute();
    if (rows.length < 200) break;
    after = rows.at(-1)?.id as number;
  }

  await createFullTextIndex(db, 'blog_posts');
  await db.schema.createIndex('blog_posts_title').on('blog_posts').columns(['title', 'id']).execute();
  await db.schema.createIndex('pages_title').on('pages').columns(['title', 'id']).execute();
}
