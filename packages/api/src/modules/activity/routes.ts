import { ActivityPage, ActivityQuery, ActivityResources } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRepository } from './repository.js';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const activity = activityRepository(app.db);

  app.get(
    '/admin/activity',
    { onRequest: app.requireAdmin, schema: { querystring: ActivityQuery, response: { 200: ActivityPage } } },
    async (req) => activity.page(req.query),
  );

  app.get(
    '/admin/activity/resources',
    { onRequest: app.requireAdmin, schema: { response: { 200: ActivityResources } } },
    async () => {
      const [resources, users] = await Promise.all([activity.resources(), activity.users()]);
      return { resources, users: users.map((u) => ({ id: u.id, display_name: u.display_name ?? '' })) };
    },
  );
};
