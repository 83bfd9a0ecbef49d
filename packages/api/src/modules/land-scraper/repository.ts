import {
  type ScrapeRun,
  type ScraperConfig,
  type ScraperSourceId,
  scraperSourceIds,
} from '@land-office/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { sourceAdapters } from './sources.js';

/** How many runs the history keeps (the scheduler adds one every few seconds). */
const KEEP_RUNS = 500;

type Executor = Kysely<Database> | Transaction<Database>;

export function scraperRepository(db: Db) {
  return {
    async config(intervalSeconds: number, trx: Executor = db): Promise<ScraperConfig> {
      const rows = await trx.selectFrom('scraper_sources').selectAll().orderBy('id').execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const activeScraper = (rows.find((r) => r.is_active)?.id ?? 'acatech') as ScraperSourceId;
      const source = (id: ScraperSourceId) => {
        const adapter = sourceAdapters[id];
        return {
          name: adapter.name,
          url: byId.get(id)?.url ?? adapter.defaultUrl,
          type: adapter.mode === 'static' ? ('cheerio' as const) : ('puppeteer' as const),
          isActive: id === activeScraper,
        };
      };
      return {
        activeScraper,
        sources: { acatech: source('acatech'), casperlet: source('casperlet'), cavetech: source('cavetech') },
        intervalSeconds,
      };
    },

    /** Exactly one source active afterwards; only its URL changes. */
    async saveConfig(trx: Executor, update: { activeScraper: ScraperSourceId; url: string }) {
      const now = nowIso();
      for (const id of scraperSourceIds) {
        const active = id === update.activeScraper;
        const values = active ? { is_active: true, url: update.url, updated_at: now } : { is_active: false };
        const { numUpdatedRows } = await trx
          .updateTable('scraper_sources')
          .set(values)
          .where('id', '=', id)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) {
          await trx
            .insertInto('scraper_sources')
            .values({
              id,
              url: active ? update.url : sourceAdapters[id].defaultUrl,
              is_active: active,
              updated_at: now,
            })
            .execute();
        }
      }
    },

    async recordRun(trx: Executor, run: Omit<ScrapeRun, 'id'>): Promise<number> {
      const row = await trx.insertInto('scrape_runs').values(run).returning('id').executeTakeFirstOrThrow();
      await trx
        .deleteFrom('scrape_runs')
        .where('id', '<=', row.id - KEEP_RUNS)
        .execute();
      return row.id;
    },

    /** The latest `limit` runs of a source, newest first. */
    lastRunsOf: (trx: Executor, source: string, limit: number): Promise<ScrapeRun[]> =>
      trx
        .selectFrom('scrape_runs')
        .selectAll()
        .where('source', '=', source)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** The id of the latest run, 0 before the first. */
    async lastRunId(): Promise<number> {
      const row = await db
        .selectFrom('scrape_runs')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** The first run recorded after run `id`. */
    firstRunAfter: (id: number): Promise<ScrapeRun | undefined> =>
      db.selectFrom('scrape_runs').selectAll().where('id', '>', id).orderBy('id').limit(1).executeTakeFirst(),

    async recentRuns(limit: number): Promise<ScrapeRun[]> {
      return db.selectFrom('scrape_runs').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type ScraperRepository = ReturnType<typeof scraperRepository>;
