import type { Dashboard } from '@land-office/contract';
import { sql } from 'kysely';
import { unlessTableMissing } from '../../db/errors.js';
import type { Db } from '../../db/index.js';
import { recentActivity } from '../activity/log.js';
import { readResultsSummary } from '../land-scraper/results-file.js';

/**
 * The columns the dashboard reads from tables other modules own (names fixed in the shared
 * table list) that have not landed yet; declared here so this module compiles either way.
 */
type CountedTables = {
  banners: { id: number; is_active: boolean };
  support_members: { id: number; status: string; is_active: boolean };
};

const SPARKLINE_RUNS = 20;
const RECENT_ACTIVITY = 10;

export function dashboardRepository(baseDb: Db, dataDir: string) {
  const db = baseDb.withTables<CountedTables>();
  const count = (n: unknown) => Number(n ?? 0);

  const blogPosts = () =>
    unlessTableMissing(async () => {
      const row = await db
        .selectFrom('blog_posts')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn.sum(eb.case().when('published', '=', true).then(1).else(0).end()).as('published'),
        ])
        .where(sql.ref('deleted_at'), 'is', null)
        .executeTakeFirstOrThrow();
      return { total: count(row.total), published: count(row.published) };
    });

  /** Active rows of a table; support members only while their status is online. */
  const countActive = (table: 'banners' | 'support_members') =>
    unlessTableMissing(async () => {
      let query = db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_active', '=', true)
        .where(sql.ref('deleted_at'), 'is', null);
      if (table === 'support_members') query = query.where(sql.ref('status'), '=', 'online');
      return count((await query.executeTakeFirstOrThrow()).n);
    });

  const scrapeRuns = () =>
    unlessTableMissing(async () => {
      const rows = await db
        .selectFrom('scrape_runs')
        .select(['started_at', 'count', 'error'])
        .orderBy('id', 'desc')
        .limit(SPARKLINE_RUNS)
        .execute();
      return rows.reverse();
    });

  /** The results file the scraper writes after each good run; else its last good run on record. */
  const availableLands = async (): Promise<Dashboard['available_lands']> => {
    const file = await readResultsSummary(dataDir).catch((err) => {
      if (err instanceof SyntaxError) return { ran_at: null }; // a hand-edited file: use the run history
      throw err;
    });
    if (file.ran_at) return { count: file.count, ran_at: file.ran_at };
    return unlessTableMissing(async () => {
      const row = await db
        .selectFrom('scrape_runs')
        .select(['count', 'finished_at'])
        .where('error', 'is', null)
        .where('count', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? { count: count(row.count), ran_at: row.finished_at } : null;
    });
  };

  return {
    async summary(): Promise<Dashboard> {
      const [blog_posts, active_banners, available_lands, support_online, scrape_runs, recent] =
        await Promise.all([
          blogPosts(),
          countActive('banners'),
          availableLands(),
          countActive('support_members'),
          scrapeRuns(),
          recentActivity(baseDb, RECENT_ACTIVITY),
        ]);
      return {
        blog_posts,
        active_banners,
        available_lands,
        support_online,
        scrape_runs,
        recent_activity: recent.entries,
      };
    },
  };
}
