import { type ActivityEntry, contentTypes } from '@land-office/contract';
import { sql } from 'kysely';
import { unlessTableMissing } from '../../db/errors.js';
import type { Db } from '../../db/index.js';

export interface ActivityPageQuery {
  limit: number;
  before?: number;
  resource?: string;
  user_id?: number;
}

/** Where the records of each logged resource live, to tell whether an entry's record still exists. */
const recordTables: Record<string, string> = {
  ...Object.fromEntries(contentTypes.map((type) => [type.name, type.table])),
  support: 'support_members',
  users: 'users',
};

/** A user's display name, or their username while it is empty; null for an entry of no (or a deleted) user. */
const displayName = sql<string | null>`coalesce(nullif(users.display_name, ''), users.username)`;

/** Reads of the activity log; writes go through `logActivity` inside each change's transaction. */
export function activityRepository(db: Db) {
  /** Marks each entry whose record is gone (false) or still there (true); null where not a record. */
  async function withTargets(rows: Omit<ActivityEntry, 'target_exists'>[]): Promise<ActivityEntry[]> {
    const existing = new Map<string, Set<string> | null>();
    for (const [resource, table] of Object.entries(recordTables)) {
      const ids = rows
        .filter((r) => r.resource === resource && r.resource_id && /^\d+$/.test(r.resource_id))
        .map((r) => Number(r.resource_id));
      if (ids.length === 0) continue;
      const found = await unlessTableMissing(() =>
        sql<{
          id: number;
        }>`select id from ${sql.table(table)} where id in (${sql.join([...new Set(ids)])})${
          // A record in the trash is not there to open.
          table === 'users' ? sql`` : sql` and deleted_at is null`
        }`.execute(db),
      );
      existing.set(resource, found ? new Set(found.rows.map((r) => String(r.id))) : null);
    }
    return rows.map((row) => {
      const ids = existing.get(row.resource);
      const target_exists = ids && row.resource_id ? ids.has(row.resource_id) : null;
      return { ...row, target_exists };
    });
  }

  return {
    /**
     * Newest first, keyset-paged by id: a page is "the `limit` newest entries older than `before`",
     * so entries logged while someone pages never shift or repeat a later page.
     */
    async page({ limit, before, resource, user_id }: ActivityPageQuery) {
      let query = db
        .selectFrom('activity_log')
        .leftJoin('users', 'users.id', 'activity_log.admin_id')
        .selectAll('activity_log')
        .select(displayName.as('display_name'))
        .orderBy('activity_log.id', 'desc')
        .limit(limit + 1);
      if (before !== undefined) query = query.where('activity_log.id', '<', before);
      if (resource !== undefined) query = query.where('resource', '=', resource);
      if (user_id !== undefined) query = query.where('activity_log.admin_id', '=', user_id);
      const rows = await query.execute();
      const entries = rows.slice(0, limit);
      const more = rows.length > limit;
      return { entries: await withTargets(entries), next_before: more ? (entries.at(-1)?.id ?? null) : null };
    },

    /**
     * The resources the log names, for the filter: a loose index scan (each next name found by
     * one index seek past the last), so a million entries of a dozen resources cost a dozen seeks,
     * not a read of every entry.
     */
    async resources(): Promise<string[]> {
      const { rows } = await sql<{ resource: string }>`
        with recursive names(resource) as (
          select min(resource) from activity_log
          union all
          select (select min(a.resource) from activity_log a where a.resource > names.resource)
          from names where names.resource is not null
        )
        select resource from names where resource is not null order by resource`.execute(db);
      return rows.map((r) => r.resource);
    },

    /**
     * The users the log names (a deleted user's entries keep the username only), for the filter:
     * each user looked up in the log's (admin_id, id) index, not the log read whole.
     */
    users: () =>
      db
        .selectFrom('users')
        .select(['users.id', displayName.as('display_name')])
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('activity_log')
              .select('activity_log.id')
              .whereRef('activity_log.admin_id', '=', 'users.id'),
          ),
        )
        .orderBy('display_name')
        .execute(),
  };
}
