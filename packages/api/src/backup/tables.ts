import { type Kysely, sql } from 'kysely';
import type { Db, Dialect } from '../db/index.js';

// biome-ignore lint/suspicious/noExplicitAny: tables are discovered at run time, not typed
export type AnyDb = Kysely<any>;
export type Row = Record<string, unknown>;

export interface AppTable {
  name: string;
  columns: string[];
  /** Columns filled by a sequence on PostgreSQL, to move past the restored ids. */
  serialColumns: string[];
  /**
   * What its rows are read in order of, page by page: the primary key's columns, in the key's
   * order; for a table without one, the row's own address (SQLite's `rowid`, PostgreSQL's `ctid`),
   * read beside the columns and left out of the row.
   */
  key: string[];
}

/**
 * The app's tables as the database itself has them (every module's migration adds its own), in an
 * order where a table comes after the tables its foreign keys point to. Kysely's own bookkeeping
 * tables are left out: a restore recreates them by running the migrations.
 */
export async function appTables(db: Db | AnyDb, dialect: Dialect): Promise<AppTable[]> {
  const anyDb = db as AnyDb;
  const tables = dialect === 'postgres' ? await postgresTables(anyDb) : await sqliteTables(anyDb);
  const keys = dialect === 'postgres' ? await postgresKeys(anyDb) : await sqliteKeys(anyDb, tables);
  for (const table of tables) table.key = keys.get(table.name) ?? [dialect === 'postgres' ? 'ctid' : 'rowid'];
  const references = await foreignKeys(
    anyDb,
    dialect,
    tables.map((t) => t.name),
  );
  return dependencyOrder(tables, references);
}

/**
 * SQLite's tables but for its full-text indexes (a virtual FTS5 table and its shadow tables): they
 * hold nothing of their own, and the triggers that keep them rebuild them as the rows come back.
 */
async function sqliteTables(db: AnyDb): Promise<AppTable[]> {
  const { rows } = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main' and type in ('virtual', 'shadow')`.execute(db);
  const derived = new Set(rows.map((row) => row.name));
  return (await db.introspection.getTables())
    .filter((t) => !t.isView && !derived.has(t.name))
    .map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name), serialColumns: [], key: [] }));
}

async function sqliteKeys(db: AnyDb, tables: AppTable[]) {
  const keys = new Map<string, string[]>();
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string }>`
      select name from pragma_table_info(${name}) where pk > 0 order by pk`.execute(db);
    if (rows.length)
      keys.set(
        name,
        rows.map((row) => row.name),
      );
  }
  return keys;
}

/**
 * The tables of the connection's schema, columns in order (generated ones left out: the database
 * works them out again, and refuses them written). Kysely's introspector reads every
 * schema of the database and asks each column's sequence by the schema's name, so a schema that
 * another tenant or test drops meanwhile failed the backup or restore ("schema … does not exist").
 */
async function postgresTables(db: AnyDb): Promise<AppTable[]> {
  const { rows } = await sql<{ table: string; column: string; serial: boolean }>`
    select c.relname as "table", a.attname as "column",
      pg_get_serial_sequence(format('%I.%I', ns.nspname, c.relname), a.attname) is not null as serial
    from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace ns on ns.oid = c.relnamespace
    where ns.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0
      and not a.attisdropped and a.attgenerated = '' and c.relname not in ('kysely_migration', 'kysely_migration_lock')
    order by c.relname, a.attnum`.execute(db);
  const tables = new Map<string, AppTable>();
  for (const { table, column, serial } of rows) {
    const entry = tables.get(table) ?? { name: table, columns: [], serialColumns: [], key: [] };
    entry.columns.push(column);
    if (serial) entry.serialColumns.push(column);
    tables.set(table, entry);
  }
  return [...tables.values()];
}

/** Each table's primary-key columns, in the key's order. */
async function postgresKeys(db: AnyDb) {
  const { rows } = await sql<{ table: string; column: string }>`
    select c.relname as "table", a.attname as "column"
    from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace ns on ns.oid = c.relnamespace
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary and ns.nspname = current_schema()
    order by c.relname, k.position`.execute(db);
  const keys = new Map<string, string[]>();
  for (const { table, column } of rows) keys.set(table, [...(keys.get(table) ?? []), column]);
  return keys;
}

async function foreignKeys(db: AnyDb, dialect: Dialect, tables: string[]) {
  const edges = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  if (dialect === 'postgres') {
    const { rows } = await sql<{ child: string; parent: string }>`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
    for (const { child, parent } of rows) edges.get(child)?.add(parent);
  } else {
    for (const table of tables) {
      const { rows } = await sql<{
        table: string;
      }>`select "table" from pragma_foreign_key_list(${table})`.execute(db);
      for (const { table: parent } of rows) edges.get(table)?.add(parent);
    }
  }
  return edges;
}

function dependencyOrder(tables: AppTable[], references: Map<string, Set<string>>): AppTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: AppTable[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of references.get(name) ?? []) if (parent !== name) visit(parent);
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

/** Rows a page: 200 posts of 20 kB are 4 MB, small enough that what a page leaves behind is soon freed. */
const PAGE = 200;

/**
 * Every row of a table in its key's order, read a page at a time by where the last page ended
 * (`where key > last order by key limit n`): each page is one seek into the key's index, where an
 * OFFSET read every row before the page again.
 */
export async function* tableRows(db: AnyDb, table: AppTable, pageSize = PAGE): AsyncGenerator<Row> {
  const hidden = table.key.filter((column) => !table.columns.includes(column));
  const select = [...table.columns, ...hidden].map((column) => sql.ref(column).as(column));
  const key = sql.join(table.key.map((column) => sql.ref(column)));
  let last: unknown[] | undefined;
  for (;;) {
    let query = db.selectFrom(table.name).select(select);
    if (last) query = query.where(sql<boolean>`(${key}) > (${sql.join(last)})`);
    for (const column of table.key) query = query.orderBy(sql.ref(column));
    const rows = (await query.limit(pageSize).execute()) as Row[];
    const end = rows.at(-1);
    if (end) last = table.key.map((column) => end[column]);
    for (const row of rows) {
      for (const column of hidden) delete row[column];
      yield row;
    }
    if (rows.length < pageSize) return;
  }
}

/** Inserts rows in batches small enough for either dialect's bound-parameter limit. */
export async function insertRows(db: AnyDb, table: string, rows: Row[]) {
  if (rows.length === 0) return;
  const width = Object.keys(rows[0] ?? {}).length || 1;
  const batch = Math.max(1, Math.floor(900 / width));
  for (let i = 0; i < rows.length; i += batch)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch))
      .execute();
}

/** After ids were inserted explicitly, PostgreSQL's sequences must continue after the largest one. */
export async function resetSequences(db: AnyDb, tables: AppTable[]) {
  for (const table of tables)
    for (const column of table.serialColumns)
      await sql`select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table.name)}), 0) + 1, false)`.execute(
        db,
      );
}
