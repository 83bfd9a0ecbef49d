import { can, Dashboard } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationDocs } from '../../plugins/operation-docs.js';
import { dashboardRepository } from './repository.js';

/** The tag of `/api/admin/dashboard` in the API reference. */
export const dashboardTag = {
  name: 'dashboard',
  description: 'Counts and recent changes for the admin home page.',
};

const dashboardDoc = operationDocs(dashboardTag.name);

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = dashboardRepository(app.db, app.config.dataDir);
  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: dashboardDoc(
        'getDashboard',
        'Dashboard',
        'Counts of each resource, the last scraper run and the latest activity.',
        { response: { 200: Dashboard } },
      ),
    },
    async (req) => {
      const summary = await dashboard.summary();
      // Who manages webhooks hears that one was switched off.
      if (!req.admin || !can(req.admin.role, 'webhooks')) return summary;
      return { ...summary, disabled_webhooks: await app.webhooks.disabledByFailures() };
    },
  );
};
