import { ServiceUnavailable } from '../errors.js';

export const publicSiteUrlMissing =
  "PUBLIC_SITE_URL is not set: the feeds and the sitemap need the public site's address";

/** The public site's address (`config.publicSiteUrl`); without it, 503 naming the variable. */
export function requirePublicSiteUrl(siteUrl: string | undefined): string {
  if (siteUrl === undefined) throw new ServiceUnavailable(publicSiteUrlMissing);
  return siteUrl;
}

/**
 * The absolute address of a site path (`/blog/a-post`) under the public site's address, its path
 * prefix kept (`https://example.com/site/blog/a-post`), percent-encoded where a URL must be.
 */
export const siteLink = (siteUrl: string, path: string) => new URL(`${siteUrl}${path}`).href;
