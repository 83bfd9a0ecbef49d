import type { ExpiresAt } from '../../plugins/public-cache.js';

/** A page of the public site the sitemap lists. */
export interface SitemapUrl {
  /** Its site path, `/` first (`/blog/a-post`, `/about-us`). */
  path: string;
  /** When it last changed (an ISO instant), if known. */
  lastmod?: string;
  /**
   * The address it names as its canonical one, if any: listed only when that is its own (a
   * search engine counts a page under its canonical address, and a sitemap lists only those).
   */
  canonical?: string;
}

/**
 * One kind of public page the sitemap lists (posts, the menu's internal pages…): the cache
 * scope its records are written under, so a write there drops the sitemap, and its pages.
 */
export interface SitemapSource {
  scope: string;
  /**
   * The pages public at `now` (an ISO instant); through `expiresAt`, the instant after which the
   * list changes with no write (a scheduled record going live), if there is one.
   */
  urls(now: string, expiresAt: ExpiresAt): Promise<SitemapUrl[]>;
}
