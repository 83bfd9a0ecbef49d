import { Page, PageSummary, pageType } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishedRepository } from '../content/published-repository.js';
import { publishedRoutes } from '../content/published-routes.js';

/** What the pages' admin list answers of a page: no content. */
const summaryColumns = [
  'id',
  'title',
  'slug',
  'published',
  'publish_at',
  'noindex',
  'created_at',
  'updated_at',
];

/**
 * Pages (issue "Publishing" §3): `GET /api/pages/slug/:slug` public (a draft or a page scheduled
 * later answers 404), and the admin's `GET/POST /api/pages/admin`, `GET/PUT/DELETE
 * /api/pages/admin/:id`, answering `{ page }`.
 */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  publishedRoutes(app, pageType, {
    repo: publishedRepository<PageSummary, Page>(app.db, pageType, summaryColumns),
    summary: PageSummary,
    full: Page,
    publicList: false,
  });
};
