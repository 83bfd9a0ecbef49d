import { ErrorBody } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePublicSiteUrl } from '../../lib/public-site.js';
import { documentResponse, FEEDS_TAG } from '../../plugins/openapi.js';
import { sitemapXml } from './sitemap-xml.js';
import { sitemapSources } from './sources.js';

const CONTENT_TYPE = 'application/xml; charset=utf-8';
const summary = 'Sitemap of the public site';

/**
 * GET /api/sitemap.xml: the site's root, then the pages of every sitemap source (posts, the
 * menu's internal pages, pages). Public and cached; a write to any source's scope drops it, and a
 * scheduled record going live changes it at its instant. 503 while PUBLIC_SITE_URL is not set.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = sitemapSources(app.db);
  const schema = {
    operationId: 'getSitemap',
    tags: [FEEDS_TAG],
    summary,
    description:
      'The root, then every post and page public now and open to search engines, and the internal pages of the active menu items, each once, with its last change (lastmod).',
    response: { 200: documentResponse(summary, CONTENT_TYPE), 503: ErrorBody },
  };
  app.get('/sitemap.xml', { schema }, (req, reply) => {
    const url = requirePublicSiteUrl(app.config.publicSiteUrl);
    return app.publicCache.reply(
      req,
      reply,
      'sitemap',
      async (expiresAt) => {
        const now = new Date(app.clock()).toISOString();
        const lists = await Promise.all(sources.map((source) => source.urls(now, expiresAt)));
        return sitemapXml(url, [{ path: '/' }, ...lists.flat()]);
      },
      { contentType: CONTENT_TYPE, dependsOn: sources.map((source) => source.scope) },
    );
  });
};
