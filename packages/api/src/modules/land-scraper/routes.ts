import {
  historyMessages,
  type ScrapeProgress,
  ScrapeRun,
  ScraperConfig,
  ScraperConfigUpdate,
  ScraperRunResult,
  scraperSourceIds,
} from '@land-office/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { Conflict } from '../../errors.js';
import { transactionLock } from '../../lib/advisory-lock.js';
import { contentVersion, ifMatch, versionTag } from '../../lib/versions.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { SECURITY_HEADERS } from '../../plugins/security-headers.js';
import { type Actor, changedFields, logActivity } from '../activity/log.js';
import { recordRevision, staleWrite } from '../history/record.js';

const KEEPALIVE_MS = 15_000;
/** The scraper configuration is one document in the history. */
const CONFIG_ID = 'config';
type Executor = Kysely<Database> | Transaction<Database>;

/** The tag of `/api/land-scraper…` in the API reference. */
export const landScraperTag = {
  name: 'land-scraper',
  description:
    'The scheduled scraper of the three rental sources: its sources, a manual run, past runs and progress.',
};
const landScraperDoc = operationDocs(landScraperTag.name);

export const landScraperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service } = app.landScraper;
  const intervalSeconds = app.config.scraperIntervalSeconds;

  // The configuration's version (ETag) goes with its read and its save, and comes back in If-Match.
  const answer = async (reply: FastifyReply) => {
    const config = await service.repo.config(intervalSeconds);
    const { intervalSeconds: _interval, ...document } = config;
    const version = contentVersion(document);
    reply.header('etag', versionTag(version));
    return { ...config, version };
  };

  app.get(
    '/land-scraper/config',
    {
      onRequest: app.requireAdmin,
      schema: landScraperDoc(
        'getScraperConfig',
        "Read the scraper's sources",
        'The rental sources the scraper reads, and whether each is on.',
        { response: { 200: ScraperConfig } },
      ),
    },
    (_req, reply) => answer(reply),
  );

  app.put(
    '/land-scraper/config',
    {
      onRequest: app.requireAdmin,
      config: { invalidates: [] },
      schema: landScraperDoc(
        'updateScraperConfig',
        "Update the scraper's sources",
        'Saves the sources: addresses, kinds, on or off.',
        { body: ScraperConfigUpdate, response: { 200: ScraperConfig } },
      ),
    },
    async (req, reply) => {
      await service.checkSourceUrl(req.body.url);
      await saveConfig([req.body], req, 'save', ifMatch(req));
      return answer(reply);
    },
  );

  /** The sources' URLs and which is active, as a revision keeps them. */
  const configDocument = async (trx: Executor = app.db) => {
    const { intervalSeconds: _interval, ...document } = await service.repo.config(intervalSeconds, trx);
    return document;
  };
  /**
   * Saves source URLs (the last one sent becomes the active source), with its log entry and
   * revision. `expected`: the version the writer read (If-Match); a newer one answers 412.
   */
  const saveConfig = (
    updates: ScraperConfigUpdate[],
    actor: Actor,
    action: 'save' | 'restore',
    expected?: string,
  ) =>
    transaction(app.db, async (trx) => {
      await transactionLock(trx, app.dialect, 'scraper-config');
      const before = await configDocument(trx);
      const version = contentVersion(before);
      if (expected !== undefined && expected !== version)
        throw await staleWrite(
          trx,
          { resource: 'land-scraper', resourceId: CONFIG_ID },
          { ...before, intervalSeconds, version },
          version,
        );
      for (const update of updates) await service.repo.saveConfig(trx, update);
      const last = updates.at(-1);
      await logActivity(trx, actor, {
        resource: 'land-scraper',
        action,
        resourceId: last?.activeScraper,
        summary: action === 'save' ? changedFields(last) : '',
      });
      await recordRevision(trx, actor, {
        resource: 'land-scraper',
        resourceId: CONFIG_ID,
        action,
        data: await configDocument(trx),
        before,
      });
    });

  app.history.register({
    resource: 'land-scraper',
    operation: 'scraperSources',
    scopes: [],
    documentId: CONFIG_ID,
    restore: async (_id, data, actor) => {
      const stored = ScraperConfig.omit({ intervalSeconds: true }).safeParse(data);
      if (!stored.success)
        throw new Conflict(historyMessages.noLongerFits('the sources have changed'), 'revision_incompatible');
      const { activeScraper, sources } = stored.data;
      // Every source's URL, the active one last (saving a URL makes its source the active one).
      const order = scraperSourceIds.filter((id) => id !== activeScraper).concat(activeScraper);
      const updates = order.map((id) => ({ activeScraper: id, url: sources[id].url }));
      const current = await configDocument();
      // A URL that changes back is checked as a save checks it; one that stays is left alone.
      for (const update of updates.filter((u) => current.sources[u.activeScraper].url !== u.url))
        await service.checkSourceUrl(update.url).catch((err) => {
          throw new Conflict(
            historyMessages.noLongerFits(err instanceof Error ? err.message : String(err)),
            'revision_incompatible',
          );
        });
      await saveConfig(updates, actor, 'restore');
      return configDocument();
    },
  });

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
        schema: landScraperDoc(
          'runScraper',
          'Run the scraper now',
          'Starts a run of the sources that are on now, rather than at the next scheduled time.',
          { response: { 200: ScraperRunResult } },
        ),
      },
      (req) => service.run('manual', req),
    );
  });

  app.get(
    '/land-scraper/runs',
    {
      onRequest: app.requireAdmin,
      schema: landScraperDoc(
        'listScraperRuns',
        'List scraper runs',
        'Past runs, newest first: when, how long, what each source found or why it failed.',
        {
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
          response: { 200: z.array(ScrapeRun) },
        },
      ),
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
    {
      onRequest: app.requireAdmin,
      schema: landScraperDoc(
        'getScraperProgress',
        "The scraper's progress",
        'Whether a run is under way and how far each source has got.',
        { response: { 200: progressStream } },
      ),
    },
    (_req, reply) => {
      // A stream that stays open is written by hand (the one hijacked reply of the app): a hijacked
      // reply skips the onSend hooks, so the security headers are set here.
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...SECURITY_HEADERS,
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
};
