import { ScrapeProgress } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
 * ask); closing the app stops it, waits for a run under way and closes the browser.
 */
async function landScraperPlugin(app: FastifyInstance) {
  const { config } = app;
  const service = scraperService({
    db: app.db,
    dataDir: config.dataDir,
    chromiumPath: config.chromiumPath,
    intervalSeconds: config.scraperIntervalSeconds,
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
  app.addHook('preClose', async () => {
    // Closing the browser first makes a dynamic run under way fail fast instead of running on.
    await Promise.all([scheduler.stop(), service.close()]);
  });
}

export default fp(landScraperPlugin, {
  name: 'land-scraper',
  dependencies: ['db', 'public-cache', 'cluster-events'],
});
