import {
  type Land,
  landPriceText,
  landSizeText,
  type ScrapeFailedPayload,
  type ScrapeProgress,
  type ScrapeRun,
  type ScraperRunResult,
  type ScraperSourceId,
} from '@land-office/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { Conflict, HttpError, ServiceUnavailable, UpstreamFailed, ValidationError } from '../../errors.js';
import { faultKind } from '../../lib/faults.js';
import { FetchError, type Fetcher } from '../../lib/fetcher.js';
import { type Actor, logActivity } from '../activity/log.js';
import { emitEvents } from '../events/outbox.js';
import { publishedLands, recordListings } from '../listings/published.js';
import { browserPool } from './browser-pool.js';
import { runBrowser } from './browser-runner.js';
import { progressChannel } from './progress.js';
import { scraperRepository } from './repository.js';
import { readResults, writeResults } from './results-file.js';
import type { RunLock } from './run-lock.js';
import { type RunnerProgress, sourceAdapters } from './sources.js';
import { runStatic } from './static-runner.js';

export interface ScraperServiceOptions {
  db: Db;
  dataDir: string;
  /** The guarded way out: every page and every request a browser page makes goes through it. */
  fetcher: Fetcher;
  chromiumPath?: string;
  /** CHROMIUM_NO_SANDBOX=1: run the browser without its sandbox rather than refuse dynamic sources. */
  chromiumNoSandbox?: boolean;
  intervalSeconds: number;
  /** A listing not seen for this many good runs of its source in a row is gone (LISTING_GONE_RUNS). */
  listingGoneRuns: number;
  /** The app's clock (tests move it). */
  clock?: () => number;
  log: FastifyBaseLogger;
  /** Called after new results were written (the public cache must drop its copy). */
  onNewResults: () => void;
  /** Hears each change of this instance's progress (to tell the other instances). */
  onProgress?: (progress: ScrapeProgress) => void;
  /** With several instances on PostgreSQL: one run at a time across all of them. */
  runLock?: RunLock;
  /** How often a caller waiting on another instance's run looks whether it ended. */
  joinPollMs?: number;
  browserIdleMs?: number;
  pageTimeoutMs?: number;
}

/** The run result item: the spec's name/region, size, price, rating, with the normalised fields. */
export const toScrapedLand = (land: Land) => ({
  ...land,
  size: landSizeText(land.size_m2),
  price: landPriceText(land.price_ls, land.period),
});

/** A write refused by a full or read-only disk (the results file, or SQLite's history). */
const onFullOrReadOnlyDisk = (err: unknown) => ['full', 'read-only'].includes(faultKind(err) ?? '');

const STOPPED_DURING_RUN = 'The server stopped during the run; it runs again once the server is back';

/** A caller gives up waiting for another instance's run after this long. */
const JOIN_TIMEOUT_MS = 10 * 60_000;

/**
 * Runs the active source: one run at a time (a second caller joins the run under way, on this
 * instance or, through the run lock, on another), progress published as it goes, results written
 * only when the run found listings, every run recorded in the history.
 */
export function scraperService(options: ScraperServiceOptions) {
  const repo = scraperRepository(options.db);
  const pool = browserPool({
    chromiumPath: options.chromiumPath,
    idleMs: options.browserIdleMs,
    noSandbox: options.chromiumNoSandbox,
  });
  const progress = progressChannel(options.onProgress);
  let inflight: Promise<ScraperRunResult> | undefined;
  let closing = false;
  /** Aborted when the server stops during a run: a static run stops at once, a browser run with its browser. */
  const cancel = new AbortController();

  async function execute(trigger: ScrapeRun['trigger'], actor?: Actor): Promise<ScraperRunResult> {
    const started = Date.now();
    const startedAt = new Date(started).toISOString();
    const { activeScraper: source, sources } = await repo.config(options.intervalSeconds);
    const adapter = sourceAdapters[source];
    const url = sources[source].url;
    progress.update({ phase: 'starting', source, pagesVisited: 0, itemsFound: 0, startedAt, error: null });
    const onProgress = (p: RunnerProgress) => progress.update(p);
    const clock = options.clock ?? Date.now;
    const runRecord = (finishedAt: string, count: number | null, error: string | null) => ({
      started_at: startedAt,
      finished_at: finishedAt,
      source,
      count,
      error,
      trigger,
      duration_ms: Date.now() - started,
    });
    /**
     * A good run, in one transaction: its record, the listings it saw remembered (new, back,
     * repriced, gone), their events for the webhooks, and its log line.
     */
    const recordGood = (lands: Land[]) =>
      options.db.transaction().execute(async (trx) => {
        const finishedAt = new Date(clock()).toISOString();
        const id = await repo.recordRun(trx, runRecord(finishedAt, lands.length, null));
        const changes = await recordListings(trx, {
          runId: id,
          source,
          lands,
          at: finishedAt,
          goneRuns: options.listingGoneRuns,
        });
        await emitEvents(trx, changes.events, finishedAt);
        if (actor)
          await logActivity(trx, actor, {
            resource: 'land-scraper',
            action: 'run',
            resourceId: id,
            summary: `${source}: found ${lands.length} lands (${changes.added} new, ${changes.returned} back, ${changes.repriced} repriced, ${changes.gone} gone)`,
          });
        // The spec's file, before the transaction ends: a disk that cannot take it undoes the run,
        // which is then recorded as failed.
        await writeResults(options.dataDir, await publishedLands(trx, finishedAt));
      });
    /**
     * A failed run: its record and log line; the second failure of a source in a row with the
     * same error tells `scrape.failed` (once, not at every later one).
     */
    const recordFailed = (error: string) =>
      options.db.transaction().execute(async (trx) => {
        const finishedAt = new Date(clock()).toISOString();
        const id = await repo.recordRun(trx, runRecord(finishedAt, null, error));
        const [, previous, before] = await repo.lastRunsOf(trx, source, 3);
        if (previous?.error === error && before?.error !== error) {
          const payload: ScrapeFailedPayload = { source, error, failures: 2, run_id: id };
          await emitEvents(trx, [{ type: 'scrape.failed', payload }], finishedAt);
        }
        if (actor)
          await logActivity(trx, actor, {
            resource: 'land-scraper',
            action: 'run',
            resourceId: id,
            summary: `${source} failed: ${error}`,
          });
      });
    try {
      const lands =
        adapter.mode === 'static'
          ? await runStatic(options.fetcher, adapter, url, onProgress, {
              timeoutMs: options.pageTimeoutMs,
              signal: cancel.signal,
            })
          : await runBrowser(pool, options.fetcher, adapter, url, onProgress, {
              timeoutMs: options.pageTimeoutMs,
            });
      // An empty page is far likelier a changed layout or an error page than a sold-out source.
      if (lands.length === 0) throw new UpstreamFailed(`${adapter.name}: no listings found at ${url}`);
      progress.update({ phase: 'saving', itemsFound: lands.length });
      await recordGood(lands);
      options.onNewResults();
      progress.update({ phase: 'done' });
      return { count: lands.length, data: lands.map(toScrapedLand) };
    } catch (caught) {
      const err = cancel.signal.aborted ? new ServiceUnavailable(STOPPED_DURING_RUN) : caught;
      const message = err instanceof Error ? err.message : String(err);
      progress.update({ phase: 'failed', error: message });
      await recordFailed(message.slice(0, 2000)).catch((e) =>
        // A full or read-only disk under SQLite keeps the history from being written too; the fault
        // log says so once, not every scheduled run with a stack.
        onFullOrReadOnlyDisk(e)
          ? options.log.debug({ code: e.code }, `could not record the failed run: ${e.message}`)
          : options.log.error(e, 'could not record run'),
      );
      // A disk that could not take the results is the server's fault, answered 507 or 503 as such.
      if (err instanceof HttpError || onFullOrReadOnlyDisk(err)) throw err;
      throw new UpstreamFailed(`${adapter.name}: ${message}`);
    }
  }

  /** What a run recorded by another instance came to: its listings, or its error. */
  async function outcomeOf(run: ScrapeRun): Promise<ScraperRunResult> {
    if (run.error !== null || run.count === null) {
      const name = sourceAdapters[run.source as ScraperSourceId]?.name ?? run.source;
      const error = run.error ?? 'the run failed';
      throw new UpstreamFailed(error.startsWith(`${name}:`) ? error : `${name}: ${error}`);
    }
    const { lands } = await readResults(options.dataDir);
    return { count: lands.length, data: lands.map(toScrapedLand) };
  }

  /** Runs under the run lock; while another instance holds it, waits and answers with that run's outcome. */
  async function exclusive(trigger: ScrapeRun['trigger'], actor?: Actor): Promise<ScraperRunResult> {
    const lock = options.runLock;
    if (!lock) return execute(trigger, actor);
    const before = await repo.lastRunId();
    const giveUpAt = Date.now() + JOIN_TIMEOUT_MS;
    let waited = false;
    for (;;) {
      const release = await lock.tryAcquire();
      if (release) {
        try {
          const other = waited ? await repo.firstRunAfter(before) : undefined;
          return other ? await outcomeOf(other) : await execute(trigger, actor);
        } finally {
          await release();
        }
      }
      if (closing) throw new ServiceUnavailable('The server is shutting down');
      if (Date.now() > giveUpAt)
        throw new Conflict('A scrape is still running on another instance', 'scrape_running');
      waited = true;
      await new Promise((r) => setTimeout(r, options.joinPollMs ?? 250));
    }
  }

  return {
    progress,
    repo,
    /** Runs the active source now, or joins the run already under way. */
    run(trigger: ScrapeRun['trigger'], actor?: Actor): Promise<ScraperRunResult> {
      inflight ??= exclusive(trigger, actor).finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
    isRunning: () => inflight !== undefined,
    browserSandbox: () => pool.sandbox(),
    /** A source URL the fetcher would refuse is refused when it is saved, as a 400. */
    async checkSourceUrl(url: string) {
      await options.fetcher.checkUrl(url).catch((err) => {
        throw err instanceof FetchError ? new ValidationError(err.message) : err;
      });
    },
    /**
     * Stops: a run under way has `graceMs` to finish, then is cancelled; the browser closes and
     * this resolves once the run has ended and been recorded.
     */
    async close(graceMs = 0) {
      closing = true;
      if (inflight && graceMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise((resolve) => {
          timer = setTimeout(resolve, graceMs);
        });
        await Promise.race([inflight.catch(() => {}), grace]);
        clearTimeout(timer);
      }
      if (inflight) cancel.abort();
      await pool.close();
      await inflight?.catch(() => {});
    },
  };
}

export type ScraperService = ReturnType<typeof scraperService>;
