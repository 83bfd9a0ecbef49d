import { type ContentType, historyMessages, type RevisionAction } from '@land-office/contract';
import type { Insertable, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { Conflict, NotFound, ValidationError } from '../../errors.js';
import { sanitizeContent } from '../../lib/rich-text.js';
import { withSearchText } from '../../lib/search-text.js';
import { type Actor, changedFields, logActivity } from '../activity/log.js';
import {
  forgetRecord,
  type RevisionData,
  recordRevision,
  recordRevisions,
  staleWrite,
  UNTRASHED_SUMMARY,
} from '../history/record.js';
import { publicView } from './public-window.js';

type Row<T> = T & { created_at: string; updated_at: string; deleted_at: string | null };
type Trx = Parameters<Parameters<typeof transaction>[1]>[0];

/** What a revision keeps of a row: its declared fields, as the admin read answers them. */
export const recordSnapshot = (type: ContentType, row: object): RevisionData =>
  Object.fromEntries(
    ['id', ...Object.keys(type.fields)].map((field) => [field, (row as Record<string, unknown>)[field]]),
  );

/**
 * One repository for every declared content type: get, create, partial update, delete; for
 * ordered types also list (all or active only, by order_pos then id) and reorder. What differs
 * comes from the declaration: the table, the not-found text, the rule over a whole record, the
 * 409 of a unique column, the rich-text fields (cleaned on every write) and the toggle flag.
 * Each write logs its activity in its transaction.
 */
export interface ContentHooks {
  /**
   * Runs in the transaction of each create and update, with the record before (none for a create)
   * and after: what a type tells others of its writes (the blog's `blog.published`).
   */
  afterWrite?: (
    trx: Trx,
    before: Record<string, unknown> | undefined,
    after: Record<string, unknown>,
  ) => Promise<void>;
}

export function contentRepository<T extends { id: number }>(
  db: Db,
  type: ContentType,
  hooks: ContentHooks = {},
) {
  // biome-ignore lint/suspicious/noExplicitAny: the table is the declaration's, chosen at run time
  const table = type.table as any as 'menu_items';
  const toggle = type.toggle ?? 'is_active';
  const check = (record: Record<string, unknown>) => {
    const problem = type.check?.(record);
    if (!problem) return;
    // A rule over the record says which field it is about first ("active_until: must be after…").
    const field = /^(\w+): /.exec(problem)?.[1];
    throw new ValidationError(problem, field && field in type.fields ? field : undefined);
  };
  /** Rich text as the sanitiser leaves it, whatever was sent. */
  const cleaned = <V extends Record<string, unknown>>(values: V): V => {
    const out: Record<string, unknown> = { ...values };
    for (const field of type.richText)
      if (typeof out[field] === 'string') out[field] = sanitizeContent(out[field] as string);
    return out as V;
  };
  /** A repeated unique column (a slug) answers 409, saying so when what holds it is in the trash. */
  const uniqueToConflict =
    (values: Record<string, unknown>) =>
    async (err: unknown): Promise<never> => {
      if (!type.conflict || !isUniqueViolation(err)) throw err;
      const key = type.transfer.unique ? type.transfer.key : undefined;
      const trashed =
        key !== undefined &&
        values[key] !== undefined &&
        (await db
          .selectFrom(table)
          .select('id')
          .where(key as never, '=', values[key] as never)
          .where('deleted_at', 'is not', null)
          .executeTakeFirst());
      throw new Conflict(
        trashed ? `${type.conflict}. ${historyMessages.inTrash}` : type.conflict,
        key === 'slug' ? 'slug_taken' : 'already_exists',
        key ? { field: key } : {},
      );
    };
  /** A live record (not in the trash); `trashed: true` for one in the trash, `null` for either. */
  const find = async (trx: Db, id: number, trashed: boolean | null = false) => {
    let query = trx.selectFrom(table).selectAll().where('id', '=', id);
    if (trashed !== null) query = query.where('deleted_at', trashed ? 'is not' : 'is', null);
    const row = await query.executeTakeFirst();
    if (!row) throw new NotFound(type.messages.notFound);
    return row as unknown as Row<T>;
  };
  const snapshot = (row: object) => recordSnapshot(type, row);
  const revision = (
    trx: Trx,
    actor: Actor,
    row: object,
    action: RevisionAction,
    before?: object,
    summary?: string,
  ) =>
    recordRevision(trx, actor, {
      resource: type.name,
      resourceId: (row as { id: number }).id,
      action,
      data: snapshot(row),
      ...(before ? { before: snapshot(before) } : {}),
      ...(summary ? { summary } : {}),
    });

  return {
    async list(options: { activeOnly?: boolean } = {}): Promise<Row<T>[]> {
      let query = db
        .selectFrom(table)
        .selectAll()
        .where('deleted_at', 'is', null)
        .orderBy('order_pos')
        .orderBy('id');
      if (options.activeOnly) query = query.where('is_active', '=', true);
      return (await query.execute()) as unknown as Row<T>[];
    },

    /**
     * What the public sees at `now` (an ISO instant): the active records inside their window, and
     * the next instant that changes with no write (from one read of the active records: a type's
     * records are tens, not thousands).
     */
    async listPublic(now: string) {
      return publicView(type.window, await this.list({ activeOnly: true }), now);
    },

    get: (id: number) => find(db, id),

    create(sent: Omit<T, 'id'>, actor: Actor): Promise<Row<T>> {
      const values = cleaned(sent as Record<string, unknown>);
      check(values);
      return transaction(db, async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto(table)
          .values({
            ...withSearchText(type, values),
            created_at: now,
            updated_at: now,
          } as unknown as Insertable<Database['menu_items']>)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, {
          resource: type.name,
          action: 'create',
          resourceId: row.id,
          summary: changedFields(sent),
        });
        await revision(trx, actor, row, 'create');
        await hooks.afterWrite?.(trx, undefined, row);
        return row as unknown as Row<T>;
      }).catch(uniqueToConflict(values));
    },

    /**
     * `expected`: the version (`updated_at`) the writer read, from `If-Match`; when the record has
     * changed since, 412 names who changed it and when, with what it holds now, and nothing is written.
     */
    update(
      id: number,
      patch: Partial<T>,
      actor: Actor,
      expected?: string,
      /** A revision's restore: logged as such, and it takes the record out of the trash. */
      restoring = false,
    ): Promise<Row<T>> {
      // What a client echoes of a record it read is not for it to change.
      const {
        id: _id,
        created_at: _created,
        updated_at: _updated,
        ...sent
      } = patch as Partial<T> & {
        id?: number;
        created_at?: string;
        updated_at?: string;
      };
      const changes: Record<string, unknown> = cleaned(sent as Record<string, unknown>);
      if (restoring) Object.assign(changes, { deleted_at: null, deleted_by: null });
      return transaction(db, async (trx) => {
        const current = await find(trx, id, restoring ? null : false);
        const stale = async (): Promise<never> => {
          const latest = await find(trx, id);
          const target = { resource: type.name, resourceId: id };
          throw await staleWrite(trx, target, latest, latest.updated_at, latest.updated_at);
        };
        if (expected !== undefined && expected !== current.updated_at) await stale();
        const keys = Object.keys(changes);
        // Nothing asked to change: nothing written, nothing in the activity log.
        if (keys.length === 0) return current;
        check({ ...current, ...changes });
        let write = trx
          .updateTable(table)
          .set({ ...withSearchText(type, changes, current), updated_at: nowIso() } as unknown as Updateable<
            Database['menu_items']
          >)
          .where('id', '=', id);
        // Also in the write itself: of two saves sent with the same version at once, one passes.
        if (expected !== undefined) write = write.where('updated_at', '=', expected);
        const row = (await write.returningAll().executeTakeFirst()) ?? (await stale());
        const action = restoring ? 'restore' : keys.length === 1 && keys[0] === toggle ? 'toggle' : 'update';
        await logActivity(trx, actor, {
          resource: type.name,
          action,
          resourceId: id,
          summary: changedFields(sent),
        });
        await revision(trx, actor, row, action, current.deleted_at ? undefined : current);
        await hooks.afterWrite?.(trx, current.deleted_at ? undefined : current, row);
        return row as unknown as Row<T>;
      }).catch(uniqueToConflict(changes));
    },

    /**
     * Writes a revision's content back, as an update would (rules, sanitiser, unique columns),
     * logged as a restore; a record in the trash comes out of it. What no longer fits answers 409
     * with the reason.
     */
    async restoreVersion(id: number, data: Record<string, unknown>, actor: Actor): Promise<Row<T>> {
      const { id: _id, ...fields } = data;
      const parsed = type.schemas.update.safeParse(fields);
      if (!parsed.success)
        throw new Conflict(
          historyMessages.noLongerFits(parsed.error.issues[0]?.message ?? 'invalid'),
          'revision_incompatible',
        );
      try {
        return await this.update(id, parsed.data as Partial<T>, actor, undefined, true);
      } catch (err) {
        if (err instanceof Conflict || err instanceof ValidationError)
          throw new Conflict(historyMessages.noLongerFits(err.message), 'revision_incompatible');
        throw err;
      }
    },

    /** Moves the record to the trash: gone from every list and read, its row (and slug) kept. */
    remove(id: number, actor: Actor): Promise<Row<T>> {
      return transaction(db, async (trx) => {
        const current = await find(trx, id);
        const row = await trx
          .updateTable(table)
          .set({ deleted_at: nowIso(), deleted_by: actor.admin?.id ?? null } as never)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, { resource: type.name, action: 'delete', resourceId: id });
        await revision(trx, actor, row, 'delete');
        return current;
      });
    },

    /** Takes a record out of the trash, where it was in its order. */
    untrash(id: number, actor: Actor): Promise<Row<T>> {
      return transaction(db, async (trx) => {
        await find(trx, id, true);
        const row = await trx
          .updateTable(table)
          .set({ deleted_at: null, deleted_by: null, updated_at: nowIso() } as never)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, { resource: type.name, action: 'restore', resourceId: id });
        await revision(trx, actor, row, 'restore', undefined, UNTRASHED_SUMMARY);
        return row as unknown as Row<T>;
      });
    },

    /** Deletes a record in the trash for good, with its history; answers what it held. */
    purge(id: number, actor: Actor | undefined, trashedBefore?: string): Promise<Row<T>> {
      return transaction(db, async (trx) => {
        const current = await find(trx, id, true);
        if (trashedBefore && (current.deleted_at ?? '') >= trashedBefore)
          throw new NotFound(type.messages.notFound);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await forgetRecord(trx, actor, type.name, id);
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
        const ids = byId.map((item) => item.id);
        const found = await trx
          .selectFrom(table)
          .selectAll()
          .where('id', 'in', ids)
          .where('deleted_at', 'is', null)
          .execute();
        const before = new Map(found.map((row) => [row.id, row]));
        for (const item of byId) {
          if (!before.has(item.id)) throw new NotFound(`${type.messages.notFound} (id ${item.id})`);
          // Every row is written, moved or not: its lock is what orders two racing reorders. Only
          // a moved one gets a new version (an editor who has it open has lost nothing otherwise).
          const moved = before.get(item.id)?.order_pos !== item.order_pos;
          await trx
            .updateTable(table)
            .set({ order_pos: item.order_pos, updated_at: moved ? nowIso() : (eb) => eb.ref('updated_at') })
            .where('id', '=', item.id)
            .execute();
        }
        await logActivity(trx, actor, {
          resource: type.name,
          action: 'reorder',
          summary: `Reordered ${items.length} item(s)`,
        });
        const rows = await trx
          .selectFrom(table)
          .selectAll()
          .where('deleted_at', 'is', null)
          .orderBy('order_pos')
          .orderBy('id')
          .execute();
        // A revision for each record the reorder moved.
        await recordRevisions(
          trx,
          actor,
          rows.flatMap((row) => {
            const was = before.get(row.id);
            return was && was.order_pos !== row.order_pos
              ? [
                  {
                    resource: type.name,
                    resourceId: row.id,
                    action: 'reorder' as const,
                    data: snapshot(row),
                    before: snapshot(was),
                  },
                ]
              : [];
          }),
        );
        return rows as unknown as Row<T>[];
      });
    },
  };
}

export type ContentRepository<T extends { id: number }> = ReturnType<typeof contentRepository<T>>;
