import type { ContentType } from '@land-office/contract';
import { sql } from 'kysely';
import type { AnyDb } from '../../backup/tables.js';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import { sanitizeContent } from '../../lib/rich-text.js';
import { withSearchText } from '../../lib/search-text.js';
import { recordSnapshot } from '../content/repository.js';
import { keysetBatches } from './batches.js';
import type { Section } from './section.js';

type Item = Record<string, unknown>;

/**
 * A declared content type's section of the export file, read from its declaration: its fields
 * as the create route takes them, in list order (`order_pos` for ordered types), known across
 * instances by its transfer key. A key that is not unique (a menu's label) stands, for the n-th
 * item of a file with that key, for the n-th one in the list order. Rich text is cleaned on the
 * way in, as on every write; an authored type's new items are the importer's.
 */
export function contentSection(type: ContentType): Section<never> {
  const table = (db: Db) => db as unknown as AnyDb;
  const { section, key, unique } = type.transfer;
  const columns = Object.keys(type.fields);
  /**
   * Records in list order: live ones, or (`withTrash`) those in the trash too; `size` of them after
   * `after` (the last one read, which must hold its id and, for an ordered type, its place).
   */
  const listed = (
    db: Db,
    select: readonly string[],
    opts: { withTrash?: boolean; after?: Item; size?: number } = {},
  ) => {
    let query = table(db)
      .selectFrom(type.table)
      .select([...select]);
    if (!opts.withTrash) query = query.where('deleted_at', 'is', null);
    const { after } = opts;
    if (after)
      query = query.where(
        type.ordered
          ? sql<boolean>`(order_pos, id) > (${after.order_pos}, ${after.id})`
          : sql<boolean>`id > ${after.id}`,
      );
    query = type.ordered ? query.orderBy('order_pos').orderBy('id') : query.orderBy('id');
    if (opts.size) query = query.limit(opts.size);
    return query.execute() as Promise<Item[]>;
  };
  /** What an export reads of a record: its fields, and what its place in the list is known by. */
  const exported = [
    'id',
    ...(type.ordered && !columns.includes('order_pos') ? ['order_pos'] : []),
    ...columns,
  ];
  const cleaned = (item: Item): Item => {
    const out = { ...item };
    for (const field of type.richText)
      if (typeof out[field] === 'string') out[field] = sanitizeContent(out[field] as string);
    return out;
  };
  return {
    name: section as never,
    unique,
    items: (body) => (body as unknown as Record<string, Item[] | undefined>)[section] as never,
    key: (item) => String((item as Item)[key]),
    problem: type.check,
    // Each batch from where the last ended (by id; an ordered type's, by place then id).
    exportBatches: (db, { size }) =>
      keysetBatches<Item>(size, (after) => listed(db, exported, { after, size })),
    // A unique key (a slug) stays taken by a record in the trash: importing it brings that one back.
    existing: async (db) =>
      (await listed(db, ['id', key], { withTrash: unique })).map((r) => ({
        key: String(r[key]),
        id: r.id as number,
      })),
    // The record after the import is a revision of it, so an import that replaced it can be undone.
    async write(trx, item, id, actor) {
      const values = { ...cleaned(item as Item), updated_at: nowIso() };
      if (id !== undefined) {
        const before = await table(trx)
          .selectFrom(type.table)
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        const row = await table(trx)
          .updateTable(type.table)
          .set({ ...withSearchText(type, values, before), deleted_at: null, deleted_by: null })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          resource: type.name,
          resourceId: id,
          action: 'update',
          data: recordSnapshot(type, row),
          // One in the trash comes back: a fresh start, as a restore from the trash is.
          ...(before && !before.deleted_at ? { before: recordSnapshot(type, before) } : {}),
        };
      }
      const row = await table(trx)
        .insertInto(type.table)
        .values({
          ...withSearchText(type, values),
          created_at: values.updated_at,
          ...(type.authored ? { author_id: actor.admin?.id ?? null } : {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { resource: type.name, resourceId: row.id, action: 'create', data: recordSnapshot(type, row) };
    },
  };
}
