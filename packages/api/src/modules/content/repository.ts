import type { ContentType } from '@land-office/contract';
import type { Insertable, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { Conflict, NotFound, PreconditionFailed, ValidationError } from '../../errors.js';
import { sanitizeContent } from '../../lib/rich-text.js';
import { type Actor, changedFields, lastChange, logActivity } from '../activity/log.js';

type Row<T> = T & { created_at: string; updated_at: string };

/** "2026-11-25 14:05 UTC": the time of a change as the 412's sentence says it. */
const minuteUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The 412's sentence: who changed the record after the writer opened it, and when. */
export async function staleMessage(db: Db, resource: string, id: number | string, updatedAt: string) {
  const change = await lastChange(db, resource, id);
  return `This was changed by ${change?.by ?? 'someone'} at ${minuteUtc(change?.at ?? updatedAt)} after you opened it`;
}

/**
 * One repository for every declared content type: get, create, partial update, delete; for
 * ordered types also list (all or active only, by order_pos then id) and reorder. What differs
 * comes from the declaration: the table, the not-found text, the rule over a whole record, the
 * 409 of a unique column, the rich-text fields (cleaned on every write) and the toggle flag.
 * Each write logs its activity in its transaction.
 */
export function contentRepository<T extends { id: number }>(db: Db, type: ContentType) {
  // biome-ignore lint/suspicious/noExplicitAny: the table is the declaration's, chosen at run time
  const table = type.table as any as 'menu_items';
  const toggle = type.toggle ?? 'is_active';
  const check = (record: Record<string, unknown>) => {
    const problem = type.check?.(record);
    if (problem) throw new ValidationError(problem);
  };
  /** Rich text as the sanitiser leaves it, whatever was sent. */
  const cleaned = <V extends Record<string, unknown>>(values: V): V => {
    const out: Record<string, unknown> = { ...values };
    for (const field of type.richText)
      if (typeof out[field] === 'string') out[field] = sanitizeContent(out[field] as string);
    return out as V;
  };
  const uniqueToConflict = (err: unknown): never => {
    if (type.conflict && isUniqueViolation(err)) throw new Conflict(type.conflict);
    throw err;
  };
  const find = async (trx: Db, id: number) => {
    const row = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFound(type.messages.notFound);
    return row as unknown as Row<T>;
  };

  return {
    async list(options: { activeOnly?: boolean } = {}): Promise<Row<T>[]> {
      let query = db.selectFrom(table).selectAll().orderBy('order_pos').orderBy('id');
      if (options.activeOnly) query = query.where('is_active', '=', true);
      return (await query.execute()) as unknown as Row<T>[];
    },

    get: (id: number) => find(db, id),

    create(sent: Omit<T, 'id'>, actor: Actor): Promise<Row<T>> {
      const values = cleaned(sent as Record<string, unknown>);
      check(values);
      return transaction(db, async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto(table)
          .values({ ...values, created_at: now, updated_at: now } as unknown as Insertable<
            Database['menu_items']
          >)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, {
          resource: type.name,
          action: 'create',
          resourceId: row.id,
          summary: changedFields(sent),
        });
        return row as unknown as Row<T>;
      }).catch(uniqueToConflict);
    },

    /**
     * `expected`: the version (`updated_at`) the writer read, from `If-Match`; when the record has
     * changed since, 412 names who changed it and when, with what it holds now, and nothing is written.
     */
    update(id: number, patch: Partial<T>, actor: Actor, expected?: string): Promise<Row<T>> {
      const { id: _ignored, ...sent } = patch as Partial<T> & { id?: number };
      const changes = cleaned(sent as Record<string, unknown>);
      return transaction(db, async (trx) => {
        const current = await find(trx, id);
        const stale = async (): Promise<never> => {
          const latest = await find(trx, id);
          throw new PreconditionFailed(await staleMessage(trx, type.name, id, latest.updated_at), latest);
        };
        if (expected !== undefined && expected !== current.updated_at) await stale();
        const keys = Object.keys(changes);
        // Nothing asked to change: nothing written, nothing in the activity log.
        if (keys.length === 0) return current;
        check({ ...current, ...changes });
        let write = trx
          .updateTable(table)
          .set({ ...changes, updated_at: nowIso() } as unknown as Updateable<Database['menu_items']>)
          .where('id', '=', id);
        // Also in the write itself: of two saves sent with the same version at once, one passes.
        if (expected !== undefined) write = write.where('updated_at', '=', expected);
        const row = (await write.returningAll().executeTakeFirst()) ?? (await stale());
        await logActivity(trx, actor, {
          resource: type.name,
          action: keys.length === 1 && keys[0] === toggle ? 'toggle' : 'update',
          resourceId: id,
          summary: changedFields(changes),
        });
        return row as unknown as Row<T>;
      }).catch(uniqueToConflict);
    },

    remove(id: number, actor: Actor): Promise<Row<T>> {
      return transaction(db, async (trx) => {
        const current = await find(trx, id);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await logActivity(trx, actor, { resource: type.name, action: 'delete', resourceId: id });
        return current;
      });
    },

    /**
     * Sets every listed order_pos in one transaction; an unknown id rolls all of it back. Rows are
     * written in ascending id order, whatever order they were sent in: two reorders then lock
     * them in the same order, so one waits for the other instead of deadlocking, and the order
     * kept is one of them whole.
     */
    reorder(items: Array<{ id: number; order_pos: number }>, actor: Actor): Promise<Row<T>[]> {
      const byId = [...items].sort((a, b) => a.id - b.id);
      return transaction(db, async (trx) => {
        for (const item of byId) {
          const result = await trx
            .updateTable(table)
            .set({ order_pos: item.order_pos, updated_at: nowIso() })
            .where('id', '=', item.id)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0)
            throw new NotFound(`${type.messages.notFound} (id ${item.id})`);
        }
        await logActivity(trx, actor, {
          resource: type.name,
          action: 'reorder',
          summary: `Reordered ${items.length} item(s)`,
        });
        const rows = await trx.selectFrom(table).selectAll().orderBy('order_pos').orderBy('id').execute();
        return rows as unknown as Row<T>[];
      });
    },
  };
}

export type ContentRepository<T extends { id: number }> = ReturnType<typeof contentRepository<T>>;
