import { XMLBuilder } from 'fast-xml-parser';
import { siteLink } from '../../lib/public-site.js';
import type { SitemapUrl } from './source.js';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// Text and attribute values are escaped by the builder (processEntities, on by default).
const builder = new XMLBuilder({ ignoreAttributes: false, format: true });

/** An ISO instant as a W3C datetime to the second (`2026-12-04T21:00:00Z`). */
const w3cDatetime = (iso: string) => new Date(iso).toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * The sitemap (sitemaps.org 0.9) of these site paths, absolute under the public site's address:
 * each address once, in the order first met, with the latest lastmod it was given; a page that
 * names another address as its canonical one is left out.
 */
export function sitemapXml(siteUrl: string, urls: SitemapUrl[]): string {
  const lastmods = new Map<string, string | undefined>();
  for (const { path, lastmod, canonical } of urls) {
    const loc = siteLink(siteUrl, path);
    if (canonical !== undefined && !(URL.canParse(canonical) && new URL(canonical).href === loc)) continue;
    const known = lastmods.get(loc);
    if (!lastmods.has(loc) || (lastmod !== undefined && (known === undefined || lastmod > known)))
      lastmods.set(loc, lastmod);
  }
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': SITEMAP_NAMESPACE,
      url: [...lastmods].map(([loc, lastmod]) => ({
        loc,
        ...(lastmod === undefined ? {} : { lastmod: w3cDatetime(lastmod) }),
      })),
    },
  });
}
