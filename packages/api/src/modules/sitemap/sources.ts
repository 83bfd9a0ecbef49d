import { type MenuItem, menuType } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { blogSitemapSource } from '../blog/sitemap-source.js';
import { contentRepository } from '../content/repository.js';
import type { SitemapSource } from './source.js';

/**
 * Every kind of public page the sitemap lists, besides the site's root. A new kind is one line
 * here: published pages, say, as `pageSitemapSource(db)` from their module (scope `page`, the
 * pages public now and not noindex, at `/<slug>`). The sitemap then also depends on its scope.
 */
export const sitemapSources = (db: Db): SitemapSource[] => [blogSitemapSource(db), menuSitemapSource(db)];

/**
 * The site path an internal menu item leads to, without its #fragment (`/about-us#team`:
 * `/about-us`); none for an external link or an anchor on the page it is on (`#contact`).
 */
export function menuItemPath(item: Pick<MenuItem, 'url' | 'is_external'>): string | undefined {
  if (item.is_external || !item.url.startsWith('/') || item.url.startsWith('//')) return undefined;
  return item.url.split('#', 1)[0];
}

/** The menu's active items that lead to a page of the site, last changed at their updated_at. */
function menuSitemapSource(db: Db): SitemapSource {
  const menu = contentRepository<MenuItem>(db, menuType);
  return {
    scope: menuType.name,
    async urls(now, expiresAt) {
      const { records, changesAt } = await menu.listPublic(now);
      expiresAt(changesAt);
      return records.flatMap((item) => {
        const path = menuItemPath(item);
        return path === undefined ? [] : [{ path, lastmod: item.updated_at }];
      });
    },
  };
}
