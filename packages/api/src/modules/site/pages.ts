import {
  type BlogPost,
  ListingSearchQuery,
  type ListingSearchResult,
  type Page,
  SlugParam,
} from '@land-office/contract';
import type { PageContext, PageView } from '@land-office/site';
import { type LandQuery, landQueryFields } from '@land-office/site/start';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { describeIssue } from '../../plugins/errors.js';
import type { ExpiresAt, Scopes } from '../../plugins/public-cache.js';
import { type SiteReads, unlessRefused } from './reads.js';
import { renderer, type Site } from './renderer.js';

/** What a page reads and how it shows it; `undefined` from `build` is a 404. */
export interface SitePage {
  /** The scopes of the content it shows, besides the settings and the menu. */
  scopes: Scopes;
  /** The part of the cache key beyond the route (a page number, a slug, a search). */
  variant?: (req: FastifyRequest) => string;
  build: (
    reads: SiteReads,
    req: FastifyRequest,
    expiresAt: ExpiresAt,
  ) => Promise<((ctx: PageContext) => PageView) | undefined>;
}

const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name] ?? '';
const query = (req: FastifyRequest) => req.query as Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const NEWEST_THREE = ListingSearchQuery.parse({ sort: 'newest', limit: '3' });

/** The home page: heroes, banners, services, the latest three posts, and the land's newest three. */
export const home: SitePage = {
  scopes: ['hero', 'banner', 'service', 'blog', 'available-lands'],
  async build(reads, _req, expiresAt) {
    const [heroes, banners, services, latest, lands, site] = await Promise.all([
      reads.heroes(expiresAt),
      reads.banners(expiresAt),
      reads.services(expiresAt),
      reads.blog.page({ limit: 3 }, expiresAt),
      // The count and the newest three from the search, not the whole list (50,000 listings at scale).
      reads.listings.search(NEWEST_THREE, expiresAt),
      renderer(),
    ]);
    const icons = await site.loadIcons(services.map((service) => service.icon));
    return (ctx) =>
      site.homePage(
        {
          heroes,
          banners,
          services,
          posts: latest.items,
          land: { total: lands.total, newest: lands.items },
          icons,
        },
        ctx,
      );
  },
};

/** `/blog` and `/news`: the published posts, ten a page, newest first, a page after another by cursor. */
export const blogList = (base: '/blog' | '/news'): SitePage => ({
  scopes: ['blog'],
  variant: (req) => one(query(req).cursor) ?? '',
  async build(reads, req, expiresAt) {
    const cursor = one(query(req).cursor);
    const site = await renderer();
    const asked = reads.blog.query.safeParse({ limit: String(site.POSTS_PER_PAGE), cursor });
    const answer = asked.success ? await unlessRefused(reads.blog.page(asked.data, expiresAt)) : undefined;
    // A cursor this server did not make, or a page past the last: nothing to show.
    if (!answer || (cursor && answer.items.length === 0)) return undefined;
    const { items, next_cursor, total } = answer;
    return (ctx) => site.blogListPage({ posts: items, total, next: next_cursor, first: !cursor, base }, ctx);
  },
});

/**
 * A record published by slug (what `/api/<path>/slug/<slug>` answers), shown by `render`; a
 * draft, a scheduled or a missing one is a 404.
 */
function bySlug<R>(
  scope: string,
  read: (reads: SiteReads) => (slug: string) => Promise<Record<string, unknown>>,
  key: string,
  /** Its page in the renderer (which loads with the first page). */
  render: (site: Site) => (record: R, ctx: PageContext) => PageView,
) {
  return {
    scopes: [scope],
    variant: (req) => param(req, 'slug'),
    async build(reads, req) {
      const slug = SlugParam.safeParse({ slug: param(req, 'slug') });
      const [answer, site] = await Promise.all([
        slug.success ? unlessRefused(read(reads)(slug.data.slug)) : undefined,
        renderer(),
      ]);
      if (!answer) return undefined;
      const record = answer[key] as R;
      return (ctx) => render(site)(record, ctx);
    },
  } satisfies SitePage;
}

/** A published post by its slug. */
export const post = bySlug<BlogPost>(
  'blog',
  (reads) => reads.blog.bySlug,
  'post',
  (site) => site.postPage,
);

/** A published page of "Publishing" at `/<slug>` (About us…). */
export const sitePageBySlug = bySlug<Page>(
  'page',
  (reads) => reads.pages.bySlug,
  'page',
  (site) => site.sitePage,
);

const LAND_PAGE_SIZE = 24;

/** The land page's query as the visitor sent it: the search's fields, the view, the cursor. */
function landQuery(req: FastifyRequest): LandQuery {
  const sent = query(req);
  const picked: LandQuery = {};
  for (const name of [...landQueryFields, 'view', 'cursor'] as const) {
    const value = one(sent[name])?.trim();
    if (value) picked[name] = value.slice(0, 200);
  }
  return picked;
}

/**
 * A page of the listing search, or what the API would answer of a search it refuses (a bound
 * that is not a number, a made-up cursor): its message, shown above the search card.
 */
async function searchLand(
  reads: SiteReads,
  search: Record<string, string>,
  expiresAt: ExpiresAt,
): Promise<ListingSearchResult | { error: string }> {
  const asked = ListingSearchQuery.safeParse(search);
  if (!asked.success) {
    const [issue] = asked.error.issues;
    return { error: describeIssue(issue?.path.join('.') ?? '', issue?.message ?? 'is invalid').error };
  }
  try {
    return await reads.listings.search(asked.data, expiresAt);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return { error: err.message };
    throw err;
  }
}

/** `/available-land`: its settings' title, the search card, and a page of the listing search. */
export const land: SitePage = {
  scopes: ['available-lands'],
  // Most visits carry no search: their key needs no parsing.
  variant: (req) =>
    req.url.includes('?') ? new URLSearchParams(landQuery(req) as Record<string, string>).toString() : '',
  async build(reads, req, expiresAt) {
    const sent = landQuery(req);
    const search: Record<string, string> = { limit: String(LAND_PAGE_SIZE) };
    for (const name of [...landQueryFields, 'cursor'] as const) {
      const value = sent[name];
      if (value) search[name] = value;
    }
    search.sort ??= 'newest';
    const [settings, result, site] = await Promise.all([
      reads.landSettings(),
      searchLand(reads, search, expiresAt),
      renderer(),
    ]);
    if (!settings.is_active) return undefined;
    return (ctx) => site.landPage({ settings, query: sent, result }, ctx);
  },
};

/** `/support`: the active members with their live status. */
export const support: SitePage = {
  scopes: ['support'],
  async build(reads) {
    const [members, site] = await Promise.all([reads.support(), renderer()]);
    return (ctx) => site.supportPage(members, ctx);
  },
};

/** `/faq`: the active questions, grouped by category. */
export const faq: SitePage = {
  scopes: ['faq'],
  async build(reads, _req, expiresAt) {
    const [entries, site] = await Promise.all([reads.faq(expiresAt), renderer()]);
    return (ctx) => site.faqPage(entries, ctx);
  },
};
