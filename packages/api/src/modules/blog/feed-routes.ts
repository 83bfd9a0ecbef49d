import { ErrorBody } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePublicSiteUrl } from '../../lib/public-site.js';
import { documentResponse, FEEDS_TAG } from '../../plugins/openapi.js';
import { siteSettingsStore } from '../settings/site-settings.js';
import { FEED_SIZE, type FeedFormat, feedFormats, feedXml } from './feed.js';
import { blogRepository } from './repository.js';

const described: Record<FeedFormat, { operationId: string; summary: string; description: string }> = {
  rss: {
    operationId: 'getRssFeed',
    summary: 'RSS 2.0 feed of the latest posts',
    description: `The ${FEED_SIZE} latest posts public now (published, not in the trash, publish_at reached), newest first, with their excerpt and content.`,
  },
  atom: {
    operationId: 'getAtomFeed',
    summary: 'Atom 1.0 feed of the latest posts',
    description: `The same ${FEED_SIZE} posts as the RSS feed, as Atom entries.`,
  },
};

/**
 * GET /api/feed.xml (RSS 2.0) and /api/feed.atom (Atom 1.0): public, cached like the blog's
 * list (a blog or site-settings write drops them; a scheduled post appears at its instant), and
 * 503 while PUBLIC_SITE_URL, which their links need, is not set.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = blogRepository(app.db);
  const site = siteSettingsStore(app.db, app.dialect);

  for (const format of ['rss', 'atom'] as const) {
    const { path, contentType } = feedFormats[format];
    const schema = {
      tags: [FEEDS_TAG],
      ...described[format],
      response: { 200: documentResponse(described[format].summary, contentType), 503: ErrorBody },
    };
    app.get(path, { schema }, (req, reply) => {
      const url = requirePublicSiteUrl(app.config.publicSiteUrl);
      return app.publicCache.reply(
        req,
        reply,
        `blog${path}`,
        async (expiresAt) => {
          const now = app.clock();
          const at = new Date(now).toISOString();
          const [latest, settings, next] = await Promise.all([
            posts.latestPublic(at, FEED_SIZE),
            site.get(),
            posts.nextChange(at),
          ]);
          expiresAt(next);
          return feedXml(format, { url, settings }, latest, now);
        },
        // The feed's title and description are the site settings'.
        { contentType, dependsOn: ['settings'] },
      );
    });
  }
};
