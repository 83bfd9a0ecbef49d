import {
  AvailableLands,
  type ScrapeProgress,
  ScrapeRun,
  ScraperConfig,
  ScraperConfigUpdate,
  ScraperRunResult,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transaction } from '../../db/transaction.js';
import { changedFields, logActivity } from '../activity/log.js';
import { readResults } from './results-file.js';

const KEEPALIVE_MS = 15_000;

export const landScraperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.landScraper;
  const intervalSeconds = app.config.scraperIntervalSeconds;

  app.get(
    '/land-scraper/config',
    { onRequest: app.requireAdmin, schema: { response: { 200: ScraperConfig } } },
    () => service.repo.config(intervalSeconds),
  );

  app.put(
    '/land-scraper/config',
    {
      onRequest: app.requireAdmin,
      config: { invalidates: [] },
      schema: { body: ScraperConfigUpdate, response: { 200: ScraperConfig } },
    },
    async (req) => {
      await service.checkSourceUrl(req.body.url);
      await transaction(app.db, async (trx) => {
        await service.repo.saveConfig(trx, req.body);
        await logActivity(trx, req, {
          resource: 'land-scraper',
          action: 'save',
          resourceId: req.body.activeScraper,
          summary: changedFields(req.body),
        });
      });
      return service.repo.config(intervalSeconds);
    },
  );

  // Spec §7: the run takes no body. Clients that still label the empty request as JSON are served,
  // not refused with Fastify's "Body cannot be empty" 400: in this scope a JSON body is ignored.
  await app.register(async (runScope) => {
    runScope.removeContentTypeParser('application/json');
    runScope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, undefined),
    );
    runScope.post(
      '/land-scraper/run',
      // New listings drop the cached list through the service's onNewResults.
      {
        onRequest: app.requireAdmin,
        config: { invalidates: [] },
        schema: { response: { 200: ScraperRunResult } },
      },
      (req) => service.run('manual', req),
    );
  });

  app.get(
    '/land-scraper/runs',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
        response: { 200: z.array(ScrapeRun) },
      },
    },
    (req) => service.repo.recentRuns(req.query.limit),
  );

  // Server-Sent Events: the current progress at once, then every change. The screen reads it with
  // fetch (which can send the bearer token, unlike EventSource).
  // When the server stops, each stream says so before it ends, so a client knows not to read on.
  const openStreams = new Set<(final?: string) => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end('event: shutdown\ndata: {}\n\n');
  });
  const progressStream = {
    description:
      'Server-sent events: `event: progress` with the ScrapeProgress JSON, at once and on every change; `event: shutdown` last when the server stops',
    content: { 'text/event-stream': { schema: z.string() } },
  };
  app.get(
    '/land-scraper/progress',
    { onRequest: app.requireAdmin, schema: { response: { 200: progressStream } } },
    (_req, reply) => {
      reply.hijack();
      const res = reply.raw;
      // A hijacked reply skips the onSend hooks, so the security headers are set here.
      res.writeHead(200, {
        'x-content-type-options': 'nosniff',
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (progress: ScrapeProgress) =>
        res.write(`event: progress\ndata: ${JSON.stringify(progress)}\n\n`);
      send(service.progress.get());
      const unsubscribe = service.progress.subscribe(send);
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      const end = (final?: string) => {
        if (!openStreams.has(end)) return;
        clearInterval(keepalive);
        unsubscribe();
        openStreams.delete(end);
        res.end(final);
      };
      openStreams.add(end);
      res.on('close', () => end());
    },
  );

  app.get('/available-lands', { schema: { response: { 200: AvailableLands } } }, (req, reply) =>
    app.publicCache.reply(req, reply, 'available-lands', () => readResults(app.config.dataDir)),
  );
};
