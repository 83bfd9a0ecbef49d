import { Dashboard } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRepository } from './repository.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = dashboardRepository(app.db, app.config.dataDir);
  app.get('/admin/dashboard', { onRequest: app.requireAdmin, schema: { response: { 200: Dashboard } } }, () =>
    dashboard.summary(),
  );
};
