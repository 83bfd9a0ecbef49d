import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

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
