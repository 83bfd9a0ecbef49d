import { ActivityPage, ActivityQuery, ActivityResources } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationDocs } from '../../plugins/operation-docs.js';
import { activityRepository } from './repository.js';

/** The tag of `/api/admin/activity…` in the API reference. */
export const activityTag = {
  name: 'activity',
  description: 'The activity log: who did what, when and from where, filtered and paged.',
};
const activityDoc = operationDocs(activityTag.name);

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const activity = activityRepository(app.db);

  app.get(
    '/admin/activity',
    {
      onRequest: app.requireAdmin,
      schema: activityDoc(
        'listActivity',
        'Read the activity log',
        'Entries newest first, filtered by user, resource, action and dates, in keyset pages.',
        { querystring: ActivityQuery, response: { 200: ActivityPage } },
      ),
    },
    async (req) => activity.page(req.query),
  );

  app.get(
    '/admin/activity/resources',
    {
      onRequest: app.requireAdmin,
      schema: activityDoc(
        'listActivityResources',
        'Resources of the activity log',
        'The resources and actions the log holds, for its filters.',
        { response: { 200: ActivityResources } },
      ),
    },
    async () => {
      const [resources, users] = await Promise.all([activity.resources(), activity.users()]);
      return { resources, users: users.map((u) => ({ id: u.id, display_name: u.display_name ?? '' })) };
    },
  );
};
