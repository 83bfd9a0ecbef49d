import type { ContentType } from '@land-office/contract';
import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the database as it was then
export type MigrationDb = Kysely<any>;

export const isPostgres = (db: MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A boolean column: native on PostgreSQL, 0/1 on SQLite. */
export function boolType(db: MigrationDb) {
  return isPostgres(db) ? 'boolean' : 'integer';
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * The tail every ordered content table shares (menus, banners, heroes…): active flag, position,
 * timestamps; then `createOrderIndex` for its list query (active, order_pos, id).
 */
export function withOrderedContent<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('is_active', boolType(db), (c) => c.notNull().defaultTo(true))
    .addColumn('order_pos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('updated_at', 'varchar(32)', notNull);
}

export const createOrderIndex = (db: MigrationDb, table: string) =>
  db.schema.createIndex(`${table}_order`).on(table).columns(['is_active', 'order_pos', 'id']).execute();

/**
 * A table's full-text index over its `search_text` (what content/full-text.ts reads):
 * - SQLite: an external-content FTS5 table `<table>_fts` over it (unicode61, diacritics removed),
 *   kept in step by triggers on the table, so every write path (the admin, imports, restores)
 *   keeps it; it holds no text of its own and is no table a backup copies.
 * - PostgreSQL: a generated column `search_vector` (the words as lexemes, as they are: no
 *   language's stemming) with a GIN index.
 * The rows already there are indexed as they are.
 */
export async function createFullTextIndex(db: MigrationDb, table: string) {
  const name = (suffix: string) => sql.raw(`${table}${suffix}`);
  if (isPostgres(db)) {
    await sql`alter table ${name('')} add column search_vector tsvector
      generated always as (array_to_tsvector(string_to_array(search_text, ' '))) stored`.execute(db);
    await sql`create index ${name('_search')} on ${name('')} using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table ${name('_fts')} using fts5(
    search_text, content='${name('')}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`insert into ${name('_fts')}(${name('_fts')}) values ('rebuild')`.execute(db);
  await sql`create trigger ${name('_fts_insert')} after insert on ${name('')} begin
    insert into ${name('_fts')}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger ${name('_fts_delete')} after delete on ${name('')} begin
    insert into ${name('_fts')}(${name('_fts')}, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger ${name('_fts_update')} after update of search_text on ${name('')} begin
    insert into ${name('_fts')}(${name('_fts')}, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into ${name('_fts')}(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

/** The columns a type's options add, which its migration does not name. */
const standardFields = ['is_active', 'order_pos', 'active_from', 'active_until'] as const;

/** A field of `T` its migration names: a declared one, not one its options add. */
export type OwnField<T extends ContentType> = Exclude<
  keyof T['fields'] & string,
  (typeof standardFields)[number]
>;

/** The column a declared field's kind and length call for (contract/content-type.ts). */
function columnOf(db: MigrationDb, field: ContentType['fields'][string]) {
  switch (field.kind) {
    case 'string':
      return field.max ? (`varchar(${field.max})` as const) : 'text';
    case 'text':
    case 'richtext':
      return 'text';
    case 'boolean':
      return boolType(db);
    case 'integer':
      return 'integer';
    case 'datetime':
      return 'varchar(32)';
  }
}

/**
 * A content type's table as its declaration describes it: `id`; each of `fields`, with the
 * column its kind and length call for (null only when the field is nullable; its declared default
 * as the column's); what its options add (ordered: `is_active`, `order_pos`; seasonal:
 * `active_from`, `active_until`; authored: `author_id`; search: `search_text` and its full-text
 * index); `created_at` / `updated_at`; the trash's `deleted_at` / `deleted_by`; and the indexes
 * the shared content code reads by (ordered: its list order; every type: its trash).
 *
 * The migration names the fields it makes, so that it makes the same table after the declaration
 * gains one: a field added later is a later migration's `alterTable(…).addColumn(…)`. Indexes of
 * the type's own (a unique slug) follow the call.
 */
export async function createContentTable<T extends ContentType>(
  db: MigrationDb,
  type: T,
  fields: readonly OwnField<T>[],
) {
  const seasonal = 'active_from' in type.fields;
  let table: CreateTableBuilder<string, string> = withId(db, db.schema.createTable(type.table));
  for (const name of fields) {
    const field = type.fields[name];
    if (!field) throw new Error(`${type.name} declares no field ${name}`);
    const fallback = 'default' in field ? field.default : undefined;
    table = table.addColumn(name, columnOf(db, field), (c) => {
      const column = field.nullable ? c : c.notNull();
      return typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean'
        ? column.defaultTo(fallback)
        : column;
    });
  }
  if (type.ordered) table = withOrderedContent(db, table);
  else
    table = table
      .addColumn('created_at', 'varchar(32)', notNull)
      .addColumn('updated_at', 'varchar(32)', notNull);
  if (seasonal)
    table = table.addColumn('active_from', 'varchar(32)').addColumn('active_until', 'varchar(32)');
  if (type.authored)
    table = table.addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'));
  if (type.search) table = table.addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''));
  await table.addColumn('deleted_at', 'varchar(32)').addColumn('deleted_by', 'integer').execute();

  if (type.ordered) await createOrderIndex(db, type.table);
  await db.schema
    .createIndex(`${type.table}_trash`)
    .on(type.table)
    .columns(['deleted_at', 'id'])
    .where(sql.ref('deleted_at'), 'is not', null)
    .execute();
  if (type.search) await createFullTextIndex(db, type.table);
}
