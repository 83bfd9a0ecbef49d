import { type BlogPost, blogType, type SiteSettings, sitePathOf } from '@land-office/contract';
import { escapeUTF8 } from 'entities';
import { siteLink } from '../../lib/public-site.js';
import { excerptFrom } from '../../lib/text-summary.js';

/** The two feeds of the blog's latest posts: where each is served, and its media type. */
export const feedFormats = {
  rss: { path: '/feed.xml', contentType: 'application/rss+xml; charset=utf-8' },
  atom: { path: '/feed.atom', contentType: 'application/atom+xml; charset=utf-8' },
} as const;
export type FeedFormat = keyof typeof feedFormats;

/** How many posts a feed lists. */
export const FEED_SIZE = 20;

/** Characters XML 1.0 does not allow, even escaped (C0 controls but tab and line ends, U+FFFE/F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text without the characters XML refuses (the library escapes the rest of what it writes as text). */
const xmlText = (text: string) => text.replace(NOT_XML, '');
/**
 * Text the library puts in CDATA: with no "]]>" left to end the section early (it splits only the
 * first). In HTML, what every such field but the RSS title is read as, "&gt;" reads as ">".
 */
const cdata = (text: string) => xmlText(text).replaceAll(']]>', ']]&gt;');
/** Plain text as HTML. */
const html = (text: string) => cdata(escapeUTF8(text));

/** `src` and `href` attributes that are site paths (`/uploads/…`, not `//host/…`). */
const SITE_PATH_ATTRIBUTE = /(<(?:img|a)\b[^>]*?\s(?:src|href)=")(\/(?!\/)[^"]*)"/gi;

/**
 * Stored rich text with its images and links that are site paths made absolute under the public
 * site's address, as a feed reader needs them. (The sanitiser writes every attribute in double
 * quotes and escapes the text, so no tag can hide in a value.)
 */
export const withAbsoluteLinks = (content: string, siteUrl: string) =>
  content.replace(SITE_PATH_ATTRIBUTE, (_all, start: string, path: string) => `${start}${siteUrl}${path}"`);

export interface FeedSite {
  /** The public site's address (PUBLIC_SITE_URL). */
  url: string;
  settings: Pick<SiteSettings, 'site_title' | 'site_description'>;
}

/**
 * The RSS 2.0 or Atom 1.0 document of `posts` (newest first), built by the `feed` library. An
 * item's date is the instant the post went public (publish_at, else created_at), its update
 * updated_at, its description the excerpt (or one taken from the content), its content the
 * stored, sanitised HTML. `now` dates a feed without posts.
 */
export async function feedXml(
  format: FeedFormat,
  site: FeedSite,
  posts: BlogPost[],
  now: number,
): Promise<string> {
  // feed and xml-js load with the first feed asked for, not at start.
  const { Feed } = await import('feed');
  const blog = siteLink(site.url, '/blog');
  const newest = posts.reduce<string | undefined>(
    (at, p) => (at && at > p.updated_at ? at : p.updated_at),
    undefined,
  );
  const feed = new Feed({
    id: blog,
    link: blog,
    title: xmlText(site.settings.site_title),
    description: xmlText(site.settings.site_description),
    updated: new Date(newest ?? now),
    generator: 'Land Office',
    feedLinks: {
      rss: siteLink(site.url, `/api${feedFormats.rss.path}`),
      atom: siteLink(site.url, `/api${feedFormats.atom.path}`),
    },
    // Atom wants an author for the feed when an entry has none (a post whose account is gone).
    author: { name: xmlText(site.settings.site_title) },
  });
  for (const post of posts) {
    const link = siteLink(site.url, sitePathOf(blogType, post.slug));
    feed.addItem({
      // Atom declares its titles HTML; RSS titles are plain text.
      title: format === 'atom' ? html(post.title) : cdata(post.title),
      id: link,
      link,
      date: new Date(post.updated_at),
      published: new Date(post.publish_at ?? post.created_at),
      description: html(post.excerpt?.trim() || excerptFrom(post.content)),
      content: cdata(withAbsoluteLinks(post.content, site.url)),
      ...(post.author ? { author: [{ name: xmlText(post.author.username) }] } : {}),
    });
  }
  return format === 'atom' ? feed.atom1() : feed.rss2();
}
