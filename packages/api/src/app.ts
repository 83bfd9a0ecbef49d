import { orderedContentTypes } from '@land-office/contract';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { lazyRequestLogger } from './lib/request-logger.js';
import { activityRoutes } from './modules/activity/routes.js';
import { accountRoutes } from './modules/auth/account-routes.js';
import { passkeyRoutes } from './modules/auth/passkey-routes.js';
import type { SessionLimits } from './modules/auth/repository.js';
import { authRoutes } from './modules/auth/routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor-routes.js';
import { userRoutes } from './modules/auth/user-routes.js';
import { bannerRoutes } from './modules/banner/routes.js';
import { feedRoutes } from './modules/blog/feed-routes.js';
import publication from './modules/blog/publication.js';
import { blogRoutes } from './modules/blog/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { contentTransferRoutes } from './modules/content-transfer/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import history from './modules/history/plugin.js';
import { historyRoutes } from './modules/history/routes.js';
import landScraper from './modules/land-scraper/plugin.js';
import { landScraperRoutes } from './modules/land-scraper/routes.js';
import { listingsRoutes } from './modules/listings/routes.js';
import media from './modules/media/plugin.js';
import { mediaRoutes } from './modules/media/routes.js';
import { pageRoutes } from './modules/page/routes.js';
import { previewRoutes } from './modules/preview/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { sitemapRoutes } from './modules/sitemap/routes.js';
import avatarProfiles from './modules/support/avatar-profiles.js';
import { supportRoutes } from './modules/support/routes.js';
import { tokenRoutes } from './modules/tokens/routes.js';
import webhooks from './modules/webhooks/plugin.js';
import { webhookRoutes } from './modules/webhooks/routes.js';
import authPlugin from './plugins/auth.js';
import clientLimits, { clientGuardFor, serverOptions } from './plugins/client-limits.js';
import clusterEvents from './plugins/cluster-events.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import loadShedding from './plugins/load-shedding.js';
import openapi from './plugins/openapi.js';
import publicCache from './plugins/public-cache.js';
import publicCacheSync from './plugins/public-cache-sync.js';
import rateLimit from './plugins/rate-limit.js';
import secrets from './plugins/secrets.js';
import securityHeaders from './plugins/security-headers.js';
import { staticWeb } from './plugins/static-web.js';

/** Whether Fastify's per-request lines ("incoming request", "request completed", at info) are written. */
const logsRequests = (level: Config['logLevel']) => ['trace', 'debug', 'info'].includes(level);

export interface AppOptions {
  /** The time in ms (Date.now by default); tests move it instead of waiting (sign-in windows, sessions). */
  clock?: () => number;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: { write(line: string): void };
}

/** The whole application, ready for `inject` or `listen`; it does not listen by itself. */
export async function buildApp(config: Config, options: AppOptions = {}) {
  const clients = clientGuardFor(config);
  const app = Fastify({
    // A server that drops slow clients (plugins/client-limits.ts).
    ...serverOptions(config, clients),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-inworld-secret"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Above info no request is logged at all, and no request pays for asking.
    // Each request's logger is made when it first logs (lib/request-logger.ts).
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({
      disableRequestLogging: !logsRequests(config.logLevel),
    }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Read at each call, so a test's fake clock (which replaces Date) is the app's clock too.
  const clock = options.clock ?? (() => Date.now());
  app.decorate('clock', clock);
  app.decorate('sessionLimits', {
    ttlMs: config.sessionTtlMs,
    maxMs: config.sessionMaxMs,
    now: clock,
  });

  await app.register(errorsPlugin);
  await app.register(loadShedding);
  await app.register(clientLimits, { guard: clients });
  await app.register(securityHeaders);
  await app.register(dbPlugin, config);
  await app.register(secrets);
  await app.register(authPlugin);
  await app.register(rateLimit, { perMinute: config.rateLimitPerMinute });
  await app.register(clusterEvents);
  await app.register(publicCache, { maxBytes: config.publicCacheBytes, staleMs: config.publicStaleMs });
  await app.register(publicCacheSync);
  await app.register(history);
  await app.register(publication);
  await app.register(media);
  await app.register(landScraper);
  await app.register(avatarProfiles);
  await app.register(webhooks);
  await app.register(openapi);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // Every ordered content type the contract registers: its whole REST surface.
      for (const type of orderedContentTypes) await api.register(contentRoutes(type));
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(accountRoutes);
      await api.register(twoFactorRoutes);
      await api.register(passkeyRoutes);
      await api.register(blogRoutes);
      await api.register(pageRoutes);
      await api.register(activityRoutes);
      await api.register(dashboardRoutes);
      await api.register(settingsRoutes);
      await api.register(landScraperRoutes);
      await api.register(listingsRoutes);
      await api.register(supportRoutes);
      await api.register(bannerRoutes);
      await api.register(contentTransferRoutes);
      await api.register(historyRoutes);
      await api.register(previewRoutes);
      await api.register(feedRoutes);
      await api.register(sitemapRoutes);
      await api.register(mediaRoutes);
      await api.register(webhookRoutes);
      await api.register(tokenRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticWeb, {
    webDistDir: config.webDistDir,
    uploadsDir: config.uploadsDir,
    siteAtRoot: config.publicSite,
  });
  if (config.publicSite) await app.register(siteRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: () => number;
    sessionLimits: SessionLimits;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
