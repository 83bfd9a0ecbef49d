import type {
  AvailableLandSettings,
  Banner,
  BlogPost,
  BlogPostSummary,
  Faq,
  Hero,
  ListingSearchResult,
  Page,
  PublicSupportMember,
  Service,
} from '@land-office/contract';
import type { PageContext, PageView } from '@land-office/site';
import { type LandQuery, landQueryFields } from '@land-office/site/start';
import type { FastifyRequest } from 'fastify';
import type { Scopes } from '../../plugins/public-cache.js';
import { must, type publicReader } from './reads.js';
import { renderer, type Site } from './renderer.js';

export type Reader = ReturnType<typeof publicReader>;
type PostPage = { items: BlogPostSummary[]; next_cursor: string | null; total: number };

/** What a page reads and how it shows it; `undefined` from `build` is a 404. */
export interface SitePage {
  /** The scopes of the content it shows, besides the settings and the menu. */
  scopes: Scopes;
  /** The part of the cache key beyond the route (a page number, a slug, a search). */
  variant?: (req: FastifyRequest) => string;
  build: (read: Reader, req: FastifyRequest) => Promise<((ctx: PageContext) => PageView) | undefined>;
}

const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name] ?? '';
const query = (req: FastifyRequest) => req.query as Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The home page: heroes, banners, services, the latest three posts, and the land's newest three. */
export const home: SitePage = {
  scopes: ['hero', 'banner', 'service', 'blog', 'available-lands'],
  async build(read) {
    const [heroes, banners, services, latest, lands, site] = await Promise.all([
      must(read<Hero[]>('/api/hero')),
      must(read<Banner[]>('/api/banner')),
      must(read<Service[]>('/api/service')),
      must(read<PostPage>('/api/blog?limit=3')),
      // The count and the newest three from the search, not the whole list (50,000 listings at scale).
      must(read<ListingSearchResult>('/api/available-lands?sort=newest&limit=3')),
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
  async build(read, req) {
    const cursor = one(query(req).cursor);
    const site = await renderer();
    const search = new URLSearchParams({ limit: String(site.POSTS_PER_PAGE) });
    if (cursor) search.set('cursor', cursor);
    const answer = await read<PostPage>(`/api/blog?${search}`);
    // A cursor this server did not make, or a page past the last: nothing to show.
    if (!answer.ok || (cursor && answer.body.items.length === 0)) return undefined;
    const { items, next_cursor, total } = answer.body;
    return (ctx) => site.blogListPage({ posts: items, total, next: next_cursor, first: !cursor, base }, ctx);
  },
});

/**
 * A record published by slug (`/api/<path>/slug/<slug>`, answering `{ <key> }`), shown by
 * `render`; a draft, a scheduled or a missing one is a 404.
 */
function bySlug<R>(
  scope: string,
  path: string,
  key: string,
  /** Its page in the renderer (which loads with the first page). */
  render: (site: Site) => (record: R, ctx: PageContext) => PageView,
) {
  return {
    scopes: [scope],
    variant: (req) => param(req, 'slug'),
    async build(read, req) {
      const [answer, site] = await Promise.all([
        read<Record<string, R>>(`/api/${path}/slug/${encodeURIComponent(param(req, 'slug'))}`),
        renderer(),
      ]);
      if (!answer.ok) return undefined;
      const record = answer.body[key] as R;
      return (ctx) => render(site)(record, ctx);
    },
  } satisfies SitePage;
}

/** A published post by its slug. */
export const post = bySlug<BlogPost>('blog', 'blog', 'post', (site) => site.postPage);

/** A published page of "Publishing" at `/<slug>` (About us…). */
export const sitePageBySlug = bySlug<Page>('page', 'pages', 'page', (site) => site.sitePage);

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

/** `/available-land`: its settings' title, the search card, and a page of the listing search. */
export const land: SitePage = {
  scopes: ['available-lands'],
  // Most visits carry no search: their key needs no parsing.
  variant: (req) =>
    req.url.includes('?') ? new URLSearchParams(landQuery(req) as Record<string, string>).toString() : '',
  async build(read, req) {
    const sent = landQuery(req);
    const search = new URLSearchParams({ limit: String(LAND_PAGE_SIZE) });
    for (const name of [...landQueryFields, 'cursor'] as const) {
      const value = sent[name];
      if (value) search.set(name, value);
    }
    if (!search.has('sort')) search.set('sort', 'newest');
    const [settings, found, site] = await Promise.all([
      must(read<AvailableLandSettings>('/api/available-land-settings')),
      read<ListingSearchResult>(`/api/available-lands?${search}`),
      renderer(),
    ]);
    if (!settings.is_active) return undefined;
    const result = found.ok ? found.body : { error: found.error };
    return (ctx) => site.landPage({ settings, query: sent, result }, ctx);
  },
};

/** `/support`: the active members with their live status. */
export const support: SitePage = {
  scopes: ['support'],
  async build(read) {
    const [members, site] = await Promise.all([
      must(read<PublicSupportMember[]>('/api/support')),
      renderer(),
    ]);
    return (ctx) => site.supportPage(members, ctx);
  },
};

/** `/faq`: the active questions, grouped by category. */
export const faq: SitePage = {
  scopes: ['faq'],
  async build(read) {
    const [entries, site] = await Promise.all([must(read<Faq[]>('/api/faq')), renderer()]);
    return (ctx) => site.faqPage(entries, ctx);
  },
};
