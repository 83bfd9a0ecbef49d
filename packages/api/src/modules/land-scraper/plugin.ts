import { ScrapeProgress } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFetcher } from '../../lib/fetcher.js';
import { shutdownGraceMs } from '../../plugins/client-limits.js';
import { advisoryRunLock } from './run-lock.js';
import { advisoryLockLeadership, createScheduler, repeatedFailures, type Scheduler } from './scheduler.js';
import { type ScraperService, scraperService } from './service.js';

const PROGRESS_TOPIC = 'scraper-progress';

declare module 'fastify' {
  interface FastifyInstance {
    landScraper: { service: ScraperService; scheduler: Scheduler };
  }
}

/**
 * The scraper service and its scheduler. main.ts starts the scheduler (tests do not, unless they
 * ask); closing the app stops it, gives a run under way up to 5 s, then cancels it and closes the browser.
 */
async function landScraperPlugin(app: FastifyInstance) {
  const { config } = app;
  if (config.chromiumNoSandbox)
    app.log.warn(
      "CHROMIUM_NO_SANDBOX=1: dynamic sources run Chromium without its sandbox, so a page that exploits the browser runs with the server's rights",
    );
  const fetcher = createFetcher(config.fetchAllowPrivate);
  const service = scraperService({
    db: app.db,
    dataDir: config.dataDir,
    fetcher,
    chromiumPath: config.chromiumPath,
    chromiumNoSandbox: config.chromiumNoSandbox,
    intervalSeconds: config.scraperIntervalSeconds,
    listingGoneRuns: config.listingGoneRuns,
    clock: app.clock,
    log: app.log,
    onNewResults: () => app.publicCache.invalidate(['available-lands']),
    onProgress: (progress) =>
      // A NOTIFY payload must stay under 8000 bytes.
      app.clusterEvents.publish(PROGRESS_TOPIC, {
        ...progress,
        error: progress.error?.slice(0, 2000) ?? null,
      }),
    runLock: app.pgPool ? advisoryRunLock(app.pgPool) : undefined,
  });
  // A run on another instance shows in this instance's progress streams too.
  app.clusterEvents.subscribe(PROGRESS_TOPIC, (data) => {
    const progress = ScrapeProgress.safeParse(data);
    if (progress.success) service.progress.receive(progress.data);
  });
  const failures = repeatedFailures(app.log);
  const scheduler = createScheduler({
    intervalMs: config.scraperIntervalSeconds * 1000,
    runOnce: async () => {
      await service.run('schedule');
      failures.succeeded();
    },
    leadership: app.pgPool ? advisoryLockLeadership(app.pgPool) : undefined,
    onError: failures.failed,
  });
  app.decorate('landScraper', { service, scheduler });
  // Stopping starts as the app begins to close, alongside the server's draining (a manual run's
  // request waits on the run), and the app's close waits for it before the database closes.
  let stopping: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    stopping = Promise.all([scheduler.stop(), service.close(shutdownGraceMs(config))]).then(() =>
      fetcher.close(),
    );
  });
  app.addHook('onClose', async () => stopping);
}

export default fp(landScraperPlugin, {
  name: 'land-scraper',
  dependencies: ['db', 'public-cache', 'cluster-events'],
});
