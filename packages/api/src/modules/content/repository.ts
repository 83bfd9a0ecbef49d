import type { Insertable, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/index.js';
import { nowIso, withBooleans } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { Conflict, NotFound, ValidationError } from '../../errors.js';
import { type Actor, changedFields, logActivity } from '../activity/log.js';

/** The content tables: ordered, activatable ones (is_active, order_pos) and blog posts. */
export type ContentTable = 'menu_items' | 'blog_posts' | 'services' | 'banners' | 'heroes';

export interface ContentSpec<T extends { id: number }> {
  table: ContentTable;
  /** Name in the activity log and public cache, e.g. "menu". */
  resource: string;
  booleans: readonly string[];
  notFound: string;
  /** A rule over the whole record after a create or a merge (e.g. a URL that must match a flag). */
  check?: (record: Omit<T, 'id'>) => string | undefined;
  /** The flag whose change alone is logged as a toggle; `is_active` unless said otherwise. */
  toggleField?: string;
  /** The 409 message when a write would repeat a unique column (e.g. a slug), races included. */
  conflict?: string;
}

type Row<T> = T & { created_at: string; updated_at: string };

/**
 * One repository for every content type: get, create, partial update, delete; for ordered types
 * also list (all or active only, by order_pos then id) and reorder. Each write logs its activity
 * in its transaction.
 */
export function contentRepository<T extends { id: number }>(db: Db, spec: ContentSpec<T>) {
  // biome-ignore lint/suspicious/noExplicitAny: the table is chosen at run time from ContentTable
  const table = spec.table as any as 'menu_items';
  const fromRow = (row: unknown) =>
    withBooleans(row as Record<string, unknown>, spec.booleans) as unknown as Row<T>;
  const check = (record: Omit<T, 'id'>) => {
    const problem = spec.check?.(record);
    if (problem) throw new ValidationError(problem);
  };
  const uniqueToConflict = (err: unknown): never => {
    if (spec.conflict && isUniqueViolation(err)) throw new Conflict(spec.conflict);
    throw err;
  };
  const find = async (trx: Db, id: number) => {
    const row = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFound(spec.notFound);
    return fromRow(row);
  };

  return {
    async list(options: { activeOnly?: boolean } = {}): Promise<Row<T>[]> {
      let query = db.selectFrom(table).selectAll().orderBy('order_pos').orderBy('id');
      if (options.activeOnly) query = query.where('is_active', '=', true);
      return (await query.execute()).map(fromRow);
    },

    get: (id: number) => find(db, id),

    create(values: Omit<T, 'id'>, actor: Actor): Promise<Row<T>> {
      check(values);
      return db
        .transaction()
        .execute(async (trx) => {
          const now = nowIso();
          const row = await trx
            .insertInto(table)
            .values({ ...values, created_at: now, updated_at: now } as unknown as Insertable<
              Database['menu_items']
            >)
            .returningAll()
            .executeTakeFirstOrThrow();
          await logActivity(trx, actor, {
            resource: spec.resource,
            action: 'create',
            resourceId: row.id,
            summary: changedFields(values),
          });
          return fromRow(row);
        })
        .catch(uniqueToConflict);
    },

    update(id: number, patch: Partial<T>, actor: Actor): Promise<Row<T>> {
      return db
        .transaction()
        .execute(async (trx) => {
          const current = await find(trx, id);
          const { id: _ignored, ...changes } = patch as Partial<T> & { id?: number };
          const keys = Object.keys(changes);
          // Nothing asked to change: nothing written, nothing in the activity log.
          if (keys.length === 0) return current;
          const merged = { ...current, ...changes };
          check(merged);
          const row = await trx
            .updateTable(table)
            .set({ ...changes, updated_at: nowIso() } as unknown as Updateable<Database['menu_items']>)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          const action =
            keys.length === 1 && keys[0] === (spec.toggleField ?? 'is_active') ? 'toggle' : 'update';
          await logActivity(trx, actor, {
            resource: spec.resource,
            action,
            resourceId: id,
            summary: changedFields(changes),
          });
          return fromRow(row);
        })
        .catch(uniqueToConflict);
    },

    remove(id: number, actor: Actor): Promise<Row<T>> {
      return db.transaction().execute(async (trx) => {
        const current = await find(trx, id);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await logActivity(trx, actor, { resource: spec.resource, action: 'delete', resourceId: id });
        return current;
      });
    },

    /** Sets every listed order_pos in one transaction; an unknown id rolls all of it back. */
    reorder(items: Array<{ id: number; order_pos: number }>, actor: Actor): Promise<Row<T>[]> {
      return db.transaction().execute(async (trx) => {
        for (const item of items) {
          const result = await trx
            .updateTable(table)
            .set({ order_pos: item.order_pos, updated_at: nowIso() })
            .where('id', '=', item.id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) throw new NotFound(`${spec.notFound} (id ${item.id})`);
        }
        await logActivity(trx, actor, {
          resource: spec.resource,
          action: 'reorder',
          summary: `Reordered ${items.length} item(s)`,
        });
        const rows = await trx.selectFrom(table).selectAll().orderBy('order_pos').orderBy('id').execute();
        return rows.map(fromRow);
      });
    },
  };
}

export type ContentRepository<T extends { id: number }> = ReturnType<typeof contentRepository<T>>;
