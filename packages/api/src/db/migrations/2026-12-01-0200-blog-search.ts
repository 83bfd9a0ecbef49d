import { sql } from 'kysely';
import { searchText } from '../../lib/search-text.js';
import { isPostgres, type MigrationDb } from './helpers.js';

/** The blog's search fields as they were when this migration landed. */
const blogSearch = { search: ['title', 'excerpt', 'content'], richText: ['content'] };

/**
 * Paging and search of the blog (issue "Scale" §2). Each post keeps `search_text`: the words of
 * its title, excerpt and content (as text, not tags), lower-case and without accents, written by
 * every write of a post; the existing posts get theirs here. The database indexes that text:
 *
 * - SQLite: an external-content FTS5 table `blog_posts_fts` over it (unicode61, diacritics
 *   removed), kept in step by triggers on blog_posts, so every write path (the admin, imports,
 *   restores) keeps it; it holds no text of its own and is no table a backup copies.
 * - PostgreSQL: a generated column `search_vector` (the words as lexemes, as they are: no
 *   language's stemming) with a GIN index.
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

  if (isPostgres(db)) {
    await sql`alter table blog_posts add column search_vector tsvector
      generated always as (array_to_tsvector(string_to_array(search_text, ' '))) stored`.execute(db);
    await sql`create index blog_posts_search on blog_posts using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table blog_posts_fts using fts5(
      search_text, content='blog_posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`insert into blog_posts_fts(blog_posts_fts) values ('rebuild')`.execute(db);
    await sql`create trigger blog_posts_fts_insert after insert on blog_posts begin
      insert into blog_posts_fts(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger blog_posts_fts_delete after delete on blog_posts begin
      insert into blog_posts_fts(blog_posts_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    end`.execute(db);
    await sql`create trigger blog_posts_fts_update after update of search_text on blog_posts begin
      insert into blog_posts_fts(blog_posts_fts, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into blog_posts_fts(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
  }
  await db.schema.createIndex('blog_posts_title').on('blog_posts').columns(['title', 'id']).execute();
  await db.schema.createIndex('pages_title').on('pages').columns(['title', 'id']).execute();
}
