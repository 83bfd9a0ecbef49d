import type { Db } from '../../db/index.js';
import type { SitemapSource } from '../sitemap/source.js';
import { blogRepository } from './repository.js';

/** Every post public now, at /blog/<slug>, last changed at its updated_at. */
export function blogSitemapSource(db: Db): SitemapSource {
  const posts = blogRepository(db);
  return {
    scope: 'blog',
    async urls(now, expiresAt) {
      const [list, next] = await Promise.all([posts.list({ publicAt: now }), posts.nextChange(now)]);
      expiresAt(next);
      return list.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updated_at }));
    },
  };
}
