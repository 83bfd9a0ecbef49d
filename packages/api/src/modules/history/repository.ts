import type { Revision, RevisionDetail, TrashItem } from '@land-office/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { touched } from '../../db/rows.js';
import type { RevisionTable } from '../../db/schema.js';

/** A stored revision with its author's display name now. */
type RevisionRow = Selectable<RevisionTable> & { display_name: string | null };

const toRevision = (row: RevisionRow): Revision => ({
  id: row.id,
  resource: row.resource,
  resource_id: row.resource_id,
  action: row.action as Revision['action'],
  at: row.at,
  user_id: row.user_id,
  display_name: row.display_name || row.username,
  summary: row.summary,
});

/** The revisions and the trash, as stored; every rule about who may see what is the routes'. */
export function historyRepository(db: Db) {
  const withUser = () =>
    db
      .selectFrom('revisions')
      .leftJoin('users', 'users.id', 'revisions.user_id')
      .select([
        'revisions.id',
        'revisions.resource',
        'revisions.resource_id',
        'revisions.action',
        'revisions.at',
        'revisions.user_id',
        'revisions.username',
        'revisions.summary',
        'revisions.data',
        'users.display_name',
      ]);

  return {
    /**
     * Newest first, of one record or of every record of some resources; `before` is the smallest
     * id already seen (keyset: inserts never shift a page).
     */
    async page(
      query: { limit: number; before?: number; autosave?: boolean } & (
        | { resource: string; id: string }
        | { resources: string[] }
      ),
    ) {
      let rows = withUser()
        .where('revisions.action', query.autosave ? '=' : '!=', 'autosave')
        .orderBy('revisions.id', 'desc')
        .limit(query.limit + 1);
      if ('resources' in query)
        rows = rows.where('revisions.resource', 'in', query.resources.length ? query.resources : ['']);
      else
        rows = rows
          .where('revisions.resource', '=', query.resource)
          .where('revisions.resource_id', '=', query.id);
      if (query.before !== undefined) rows = rows.where('revisions.id', '<', query.before);
      const found = (await rows.execute()) as RevisionRow[];
      const more = found.length > query.limit;
      const revisions = found.slice(0, query.limit).map(toRevision);
      return { revisions, next_before: more ? (revisions.at(-1)?.id ?? null) : null };
    },

    /** The autosave kept beside a record, if it has one. */
    async autosaveOf(resource: string, id: string): Promise<Revision | undefined> {
      const row = (await withUser()
        .where('revisions.resource', '=', resource)
        .where('revisions.resource_id', '=', id)
        .where('revisions.action', '=', 'autosave')
        .executeTakeFirst()) as RevisionRow | undefined;
      return row && toRevision(row);
    },

    /** One revision with the record as it was before it (the newest earlier revision's; null for none). */
    async get(id: number): Promise<RevisionDetail | undefined> {
      const row = (await withUser().where('revisions.id', '=', id).executeTakeFirst()) as
        | RevisionRow
        | undefined;
      if (!row) return undefined;
      const previous = await db
        .selectFrom('revisions')
        .select('data')
        .where('resource', '=', row.resource)
        .where('resource_id', '=', row.resource_id)
        .where('action', '!=', 'autosave')
        .where('id', '<', id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        ...toRevision(row),
        data: JSON.parse(row.data),
        previous: previous ? JSON.parse(previous.data) : null,
      };
    },

    /**
     * Deletes the revisions that are beyond the newest `keep` of their record and older than
     * `cutoff`: a record keeps its last `keep` and every younger one, whichever is more.
     */
    async prune(keep: number, cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('revisions')
        .where(
          'id',
          'in',
          db
            .selectFrom(
              db
                .selectFrom('revisions')
                .select([
                  'id',
                  'at',
                  sql<number>`row_number() over (partition by resource, resource_id order by id desc)`.as(
                    'place',
                  ),
                ])
                .where('action', '!=', 'autosave')
                .as('ranked'),
            )
            .select('ranked.id')
            .where('ranked.place', '>', keep)
            .where('ranked.at', '<', cutoff),
        )
        .executeTakeFirst();
      return touched(result);
    },

    /** The records of one table that are in the trash, newest deletion first. */
    /**
     * A table's records in the trash, newest deleted first (the id breaks ties); with `page`, the
     * `limit` that follow `after` in the trash's order across every resource: deleted later,
     * then resource name, then id, newest first (so a cursor names one place in the merged list).
     */
    async trashed(
      resource: string,
      table: string,
      title: string,
      fallbackTitle: string | undefined,
      page?: { limit: number; after?: TrashCursor },
    ): Promise<Array<Omit<TrashItem, 'purge_at'>>> {
      // biome-ignore lint/suspicious/noExplicitAny: a registered source's table, chosen at run time
      const anyDb = db as any;
      let query = anyDb
        .selectFrom(table)
        .leftJoin('users', 'users.id', `${table}.deleted_by`)
        .select([
          `${table}.id as id`,
          `${table}.${title} as title`,
          ...(fallbackTitle ? [`${table}.${fallbackTitle} as fallback`] : []),
          `${table}.deleted_at as deleted_at`,
          'users.display_name as display_name',
          'users.username as username',
        ])
        .where(`${table}.deleted_at`, 'is not', null);
      if (page) {
        const after = page.after;
        if (after) {
          const at = `${table}.deleted_at`;
          // biome-ignore lint/suspicious/noExplicitAny: the same run-time table's expression builder
          query = query.where((eb: any) =>
            resource < after.resource
              ? eb(at, '<', after.deleted_at)
              : resource > after.resource
                ? eb(at, '<=', after.deleted_at)
                : eb.or([
                    eb(at, '<', after.deleted_at),
                    eb.and([eb(at, '=', after.deleted_at), eb(`${table}.id`, '<', after.id)]),
                  ]),
          );
        }
        query = query.orderBy(`${table}.deleted_at`, 'desc').orderBy(`${table}.id`, 'desc').limit(page.limit);
      }
      const rows: Array<Record<string, unknown>> = await query.execute();
      return rows.map((row) => ({
        resource,
        id: Number(row.id),
        title: String(row.title || row.fallback || `#${row.id}`),
        deleted_at: String(row.deleted_at),
        deleted_by: (row.display_name || row.username || null) as string | null,
      }));
    },

    /** Ids of a table's records deleted before `cutoff`. */
    async trashedBefore(table: string, cutoff: string): Promise<number[]> {
      // biome-ignore lint/suspicious/noExplicitAny: a registered source's table, chosen at run time
      const rows: Array<{ id: number }> = await (db as any)
        .selectFrom(table)
        .select('id')
        .where('deleted_at', 'is not', null)
        .where('deleted_at', '<', cutoff)
        .execute();
      return rows.map((row) => Number(row.id));
    },
  };
}

/** Where a page of the trash ended: the last item's deletion instant, resource and id. */
export interface TrashCursor {
  deleted_at: string;
  resource: string;
  id: number;
}

/** Texts by their code units, as the cursor's conditions compare them. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The trash's order: deleted later first, then by resource name, then newest id first. */
export const trashOrder = (a: TrashCursor, b: TrashCursor) =>
  compare(b.deleted_at, a.deleted_at) || compare(a.resource, b.resource) || b.id - a.id;

export const encodeTrashCursor = ({ deleted_at, resource, id }: TrashCursor) =>
  Buffer.from(JSON.stringify([deleted_at, resource, id])).toString('base64url');

/** A cursor this server made, else undefined. */
export function decodeTrashCursor(text: string): TrashCursor | undefined {
  try {
    const [deleted_at, resource, id] = JSON.parse(
      Buffer.from(text, 'base64url').toString('utf8'),
    ) as unknown[];
    if (typeof deleted_at === 'string' && typeof resource === 'string' && Number.isSafeInteger(id))
      return { deleted_at, resource, id: id as number };
  } catch {
    // Not JSON: not one of ours.
  }
  return undefined;
}
