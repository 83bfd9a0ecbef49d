import { pageType } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishedRoutes } from '../content/published-routes.js';
import { pageRecords } from './records.js';

/**
 * Pages (issue "Publishing" §3): `GET /api/pages/slug/:slug` public (a draft or a page scheduled
 * later answers 404), and the admin's `GET/POST /api/pages/admin`, `GET/PUT/DELETE
 * /api/pages/admin/:id`, answering `{ page }`.
 */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  publishedRoutes(app, pageType, { ...pageRecords(app.db), publicList: false });
};
