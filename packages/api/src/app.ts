import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { activityRoutes } from './modules/activity/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { bannerRoutes } from './modules/banner/routes.js';
import { blogRoutes } from './modules/blog/routes.js';
import { contentTransferRoutes } from './modules/content-transfer/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { heroRoutes } from './modules/hero/routes.js';
import landScraper from './modules/land-scraper/plugin.js';
import { landScraperRoutes } from './modules/land-scraper/routes.js';
import { menuRoutes } from './modules/menu/routes.js';
import { serviceRoutes } from './modules/service/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import avatarProfiles from './modules/support/avatar-profiles.js';
import { supportRoutes } from './modules/support/routes.js';
import authPlugin from './plugins/auth.js';
import clusterEvents from './plugins/cluster-events.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import openapi from './plugins/openapi.js';
import publicCache, { type PublicCache, serverAnsweringEarly } from './plugins/public-cache.js';
import publicCacheSync from './plugins/public-cache-sync.js';
import securityHeaders from './plugins/security-headers.js';
import { staticWeb } from './plugins/static-web.js';

/** The whole application, ready for `inject` or `listen`; it does not listen by itself. */
export async function buildApp(config: Config) {
  let cache: PublicCache | undefined;
  const app = Fastify({
    // Repeated public reads are answered before Fastify routes them (plugins/public-cache.ts).
    serverFactory: serverAnsweringEarly(() => cache),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-inworld-secret"]'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityHeaders);
  await app.register(dbPlugin, config);
  await app.register(authPlugin, { sessionTtlMs: config.sessionTtlMs });
  await app.register(clusterEvents);
  await app.register(publicCache);
  cache = app.publicCache;
  await app.register(publicCacheSync);
  await app.register(landScraper);
  await app.register(avatarProfiles);
  await app.register(openapi);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { sessionTtlMs: config.sessionTtlMs });
      await api.register(menuRoutes);
      await api.register(serviceRoutes);
      await api.register(blogRoutes);
      await api.register(activityRoutes);
      await api.register(dashboardRoutes);
      await api.register(settingsRoutes);
      await api.register(landScraperRoutes);
      await api.register(supportRoutes);
      await api.register(bannerRoutes);
      await api.register(heroRoutes);
      await api.register(contentTransferRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticWeb, { webDistDir: config.webDistDir, uploadsDir: config.uploadsDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
