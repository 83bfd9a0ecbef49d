import {
  type Land,
  landPriceText,
  landSizeText,
  type ScrapeRun,
  type ScraperRunResult,
} from '@land-office/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import { HttpError } from '../../errors.js';
import { type Actor, logActivity } from '../activity/log.js';
import { browserPool } from './browser-pool.js';
import { runBrowser } from './browser-runner.js';
import { progressChannel } from './progress.js';
import { scraperRepository } from './repository.js';
import { writeResults } from './results-file.js';
import { type RunnerProgress, sourceAdapters } from './sources.js';
import { runStatic } from './static-runner.js';

export interface ScraperServiceOptions {
  db: Db;
  dataDir: string;
  chromiumPath?: string;
  intervalSeconds: number;
  log: FastifyBaseLogger;
  /** Called after new results were written (the public cache must drop its copy). */
  onNewResults: () => void;
  browserIdleMs?: number;
  pageTimeoutMs?: number;
}

/** The run result item: the spec's name/region, size, price, rating, with the normalised fields. */
export const toScrapedLand = (land: Land) => ({
  ...land,
  size: landSizeText(land.size_m2),
  price: landPriceText(land.price_ls, land.period),
});

/**
 * Runs the active source: one run at a time per instance (a second caller joins the run under way),
 * progress published as it goes, results written only when the run found listings, every run
 * recorded in the history.
 */
export function scraperService(options: ScraperServiceOptions) {
  const repo = scraperRepository(options.db);
  const pool = browserPool({ chromiumPath: options.chromiumPath, idleMs: options.browserIdleMs });
  const progress = progressChannel();
  let inflight: Promise<ScraperRunResult> | undefined;

  async function execute(trigger: ScrapeRun['trigger'], actor?: Actor): Promise<ScraperRunResult> {
    const started = Date.now();
    const startedAt = new Date(started).toISOString();
    const { activeScraper: source, sources } = await repo.config(options.intervalSeconds);
    const adapter = sourceAdapters[source];
    const url = sources[source].url;
    progress.update({ phase: 'starting', source, pagesVisited: 0, itemsFound: 0, startedAt, error: null });
    const onProgress = (p: RunnerProgress) => progress.update(p);
    const record = (count: number | null, error: string | null) =>
      options.db.transaction().execute(async (trx) => {
        const finishedAt = nowIso();
        const run = { started_at: startedAt, finished_at: finishedAt, source, count, error, trigger };
        const id = await repo.recordRun(trx, { ...run, duration_ms: Date.now() - started });
        if (actor) {
          const summary = error ? `${source} failed: ${error}` : `${source}: found ${count} lands`;
          await logActivity(trx, actor, { resource: 'land-scraper', action: 'run', resourceId: id, summary });
        }
      });
    try {
      const lands =
        adapter.mode === 'static'
          ? await runStatic(adapter, url, onProgress, { timeoutMs: options.pageTimeoutMs })
          : await runBrowser(pool, adapter, url, onProgress, { timeoutMs: options.pageTimeoutMs });
      // An empty page is far likelier a changed layout or an error page than a sold-out source.
      if (lands.length === 0) throw new HttpError(502, `${adapter.name}: no listings found at ${url}`);
      progress.update({ phase: 'saving', itemsFound: lands.length });
      await writeResults(options.dataDir, { source, ran_at: nowIso(), count: lands.length, lands });
      options.onNewResults();
      await record(lands.length, null);
      progress.update({ phase: 'done' });
      return { count: lands.length, data: lands.map(toScrapedLand) };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      progress.update({ phase: 'failed', error: message });
      await record(null, message.slice(0, 2000)).catch((e) => options.log.error(e, 'could not record run'));
      throw err instanceof HttpError ? err : new HttpError(502, `${adapter.name}: ${message}`);
    }
  }

  return {
    progress,
    repo,
    /** Runs the active source now, or joins the run already under way. */
    run(trigger: ScrapeRun['trigger'], actor?: Actor): Promise<ScraperRunResult> {
      inflight ??= execute(trigger, actor).finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
    isRunning: () => inflight !== undefined,
    async close() {
      await pool.close();
      await inflight?.catch(() => {});
    },
  };
}

export type ScraperService = ReturnType<typeof scraperService>;
