import {
  blogType,
  type ContentType,
  type MenuItem,
  menuType,
  pageType,
  sitePathOf,
} from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { publishedRepository } from '../content/published-repository.js';
import { contentRepository } from '../content/repository.js';
import type { SitemapSource } from './source.js';

/**
 * Every kind of public page the sitemap lists, besides the site's root: a new kind is one line
 * here. The sitemap depends on each one's scope, so a write there drops it.
 */
export const sitemapSources = (db: Db): SitemapSource[] => [
  publishedSitemapSource(db, blogType),
  menuSitemapSource(db),
  publishedSitemapSource(db, pageType),
];

interface Indexed {
  slug: string;
  updated_at: string;
  /** 0 or 1 on SQLite. */
  noindex: boolean | number;
  canonical_url: string | null;
}

/**
 * The records of a type published by slug that are public now and open to search engines (not
 * `noindex`), at their place on the site (the declaration's `sitePath`), last changed at their updated_at.
 */
function publishedSitemapSource(db: Db, type: ContentType): SitemapSource {
  const records = publishedRepository<Indexed, unknown>(db, type, [
    'slug',
    'updated_at',
    'noindex',
    'canonical_url',
  ]);
  return {
    scope: type.name,
    async urls(now, expiresAt) {
      const [list, next] = await Promise.all([records.list({ publicAt: now }), records.nextChange(now)]);
      expiresAt(next);
      return list
        .filter((record) => !record.noindex)
        .map((record) => ({
          path: sitePathOf(type, record.slug),
          lastmod: record.updated_at,
          ...(record.canonical_url ? { canonical: record.canonical_url } : {}),
        }));
    },
  };
}

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
