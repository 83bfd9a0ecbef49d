import type { Db } from '../../db/index.js';

export interface ActivityPageQuery {
  limit: number;
  before?: number;
  resource?: string;
}

/** Reads of the activity log; writes go through `logActivity` inside each change's transaction. */
export function activityRepository(db: Db) {
  return {
    /**
     * Newest first, keyset-paged by id: a page is "the `limit` newest entries older than `before`",
     * so entries logged while someone pages never shift or repeat a later page.
     */
    async page({ limit, before, resource }: ActivityPageQuery) {
      let query = db
        .selectFrom('activity_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (before !== undefined) query = query.where('id', '<', before);
      if (resource !== undefined) query = query.where('resource', '=', resource);
      const rows = await query.execute();
      const entries = rows.slice(0, limit);
      const more = rows.length > limit;
      return { entries, next_before: more ? (entries.at(-1)?.id ?? null) : null };
    },

    async resources(): Promise<string[]> {
      const rows = await db
        .selectFrom('activity_log')
        .select('resource')
        .distinct()
        .orderBy('resource')
        .execute();
      return rows.map((r) => r.resource);
    },
  };
}
