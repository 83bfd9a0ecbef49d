import { type ContentType, contentTypes } from '@land-office/contract';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/app.js';
import type { Dialect } from './index.js';
import { createContentTable, type OwnField } from './migrations/helpers.js';

interface Column {
  type: string;
  /** Characters a varchar holds; undefined for text and other types. */
  length?: number;
  nullable: boolean;
}

/** A table's columns as the database describes them. */
// biome-ignore lint/suspicious/noExplicitAny: any table, read by name
async function columnsIn(db: Kysely<any>, dialect: Dialect, table: string): Promise<Map<string, Column>> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; type: string; notnull: number }>`
      select name, type, "notnull" from pragma_table_info(${table})`.execute(db);
    return new Map(
      rows.map((r) => {
        const declared = r.type.toLowerCase();
        const length = declared.match(/^varchar\((\d+)\)$/)?.[1];
        return [
          r.name,
          {
            type: declared.replace(/\(.*$/, ''),
            length: length ? Number(length) : undefined,
            nullable: !r.notnull,
          },
        ];
      }),
    );
  }
  const { rows } = await sql<{
    column_name: string;
    data_type: string;
    character_maximum_length: number | null;
    is_nullable: string;
  }>`select column_name, data_type, character_maximum_length, is_nullable
       from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`.execute(db);
  return new Map(
    rows.map((r) => [
      r.column_name,
      {
        type: r.data_type,
        length: r.character_maximum_length ?? undefined,
        nullable: r.is_nullable === 'YES',
      },
    ]),
  );
}

/**
 * Migrations stay explicit files, and declarations say what each field holds: this keeps the two
 * from drifting. Every declared field must have a column that holds what the field takes.
 */
describeEachDb('declared content fields and their columns', (t) => {
  const columnsOf = (table: string) => columnsIn(t.app.db, t.dialect, table);

  /** The column types each kind of field may use, per database. */
  const holds = (kind: ContentType['fields'][string]['kind'], column: Column, max?: number) => {
    const sqlite = t.dialect === 'sqlite';
    switch (kind) {
      case 'boolean':
        return column.type === (sqlite ? 'integer' : 'boolean');
      case 'integer':
        return column.type === 'integer';
      case 'text':
      case 'richtext':
        return column.type === 'text';
      case 'datetime':
        // ISO 8601 in UTC with milliseconds: 24 characters.
        return ['varchar', 'character varying'].includes(column.type) && (column.length ?? 0) >= 24;
      case 'string':
        return (
          column.type === 'text' ||
          (['varchar', 'character varying'].includes(column.type) &&
            (column.length ?? 0) >= (max ?? Infinity))
        );
    }
  };

  for (const type of contentTypes)
    it(`${type.table} has a column for every field of "${type.name}", of the kind it declares`, async () => {
      const columns = await columnsOf(type.table);
      expect(columns.size, `table ${type.table}`).toBeGreaterThan(0);
      for (const [name, field] of Object.entries(type.fields)) {
        const column = columns.get(name);
        expect(column, `${type.table}.${name}`).toBeDefined();
        if (!column) continue;
        expect(
          holds(field.kind, column, field.max),
          `${type.table}.${name}: ${field.kind} in ${JSON.stringify(column)}`,
        ).toBe(true);
        expect(column.nullable, `${type.table}.${name} nullable`).toBe(field.nullable === true);
        if (field.kind === 'string')
          expect(field.max, `${type.name}.${name} declares its max`).toBeGreaterThan(0);
      }
      for (const stamp of ['id', 'created_at', 'updated_at']) expect(columns.has(stamp), stamp).toBe(true);
    });

  // The helper a new type's migration calls makes the table the declared types' own migrations
  // made over time, so a type made by it is one the shared code serves like the others.
  const standard = new Set(['is_active', 'order_pos', 'active_from', 'active_until']);
  for (const type of contentTypes)
    it(`createContentTable("${type.name}") makes the columns ${type.table} has`, async () => {
      const copy = { ...type, table: `shape_${type.table}` } as ContentType;
      const own = Object.keys(type.fields).filter((name) => !standard.has(name)) as OwnField<ContentType>[];
      await createContentTable(t.app.db, copy, own);
      try {
        const made = await columnsOf(copy.table);
        const migrated = await columnsOf(type.table);
        // Only the blog's scheduler keeps a column of its own (announced_at), which no field declares.
        const undeclared = [...migrated.keys()].filter((name) => !made.has(name));
        expect(Object.fromEntries(made), type.table).toEqual(
          Object.fromEntries([...migrated].filter(([name]) => made.has(name))),
        );
        expect(undeclared, `${type.table}: columns no declaration names`).toEqual(
          type.name === 'blog' ? ['announced_at'] : [],
        );
      } finally {
        await t.app.db.schema.dropTable(copy.table).execute();
        if (type.search) await t.app.db.schema.dropTable(`${copy.table}_fts`).ifExists().execute();
      }
    });
});
