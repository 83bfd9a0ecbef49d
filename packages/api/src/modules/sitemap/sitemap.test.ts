import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeEachDb, startTestApp } from '../../test/app.js';
import { parseXml } from '../../test/xml.js';
import { SITEMAP_NAMESPACE } from './sitemap-xml.js';
import { menuItemPath } from './sources.js';

const SITE = 'https://land.example.com';
const SECOND = 1000;
const iso = (ms: number) => new Date(ms).toISOString();
/** An ISO instant as the sitemap writes it: W3C datetime, to the second. */
const w3c = (instant: string) => instant.replace(/\.\d+Z$/, 'Z');

// Publishing §4: the sitemap of what is public now, under PUBLIC_SITE_URL.
describeEachDb(
  'sitemap',
  (t) => {
    const base = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
    beforeEach(async () => {
      await t.app.db.deleteFrom('blog_posts').execute();
      await t.app.db.deleteFrom('menu_items').execute();
      await t.app.db.deleteFrom('pages').execute();
      t.app.publicCache.invalidate();
    });
    afterEach(() => vi.useRealTimers());
    const at = (ms: number) => vi.setSystemTime(ms);
    const ok = async (res: Awaited<ReturnType<typeof t.admin>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    /** A published post or page (unless `fields` say otherwise) of this slug. */
    const publish =
      (path: 'blog' | 'pages', key: 'post' | 'page') =>
      async (slug: string, fields: Record<string, unknown> = {}) => {
        const body = { title: slug, slug, content: '<p>x</p>', published: true, ...fields };
        return (await ok(await t.admin('POST', `/api/${path}/admin`, body)))[key] as {
          id: number;
          updated_at: string;
        };
      };
    const post = publish('blog', 'post');
    const page = publish('pages', 'page');
    /** A menu item, with its updated_at (which the menu's answers leave out). */
    const menu = async (label: string, url: string, fields: Record<string, unknown> = {}) => {
      const { id } = (await ok(await t.admin('POST', '/api/menu/admin', { label, url, ...fields }))).menu;
      return t.app.db
        .selectFrom('menu_items')
        .select(['id', 'updated_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    };
    /** The sitemap's entries: each address with its lastmod (or null). */
    const entries = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/sitemap.xml' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const { urlset } = parseXml(res.body);
      expect(urlset['@xmlns']).toBe(SITEMAP_NAMESPACE);
      return (urlset.url as { loc: string; lastmod?: string }[]).map((u) => [u.loc, u.lastmod ?? null]);
    };
    const locs = async () => (await entries()).map(([loc]) => loc);

    it('lists the root, the posts public now and the internal menu pages, each once, with lastmod', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: base });
      const rentals = await post('rentals');
      at(base + SECOND);
      const about = await menu('About', '/about-us');
      const team = await menu('Team', '/about-us#team');
      const news = await menu('News', '/news');
      await menu('Contact', '#contact');
      await menu('Market', 'https://marketplace.example.org/land', { is_external: true });
      await menu('Hidden', '/hidden', { is_active: false });
      const gone = await menu('Gone', '/gone');
      await ok(await t.admin('DELETE', `/api/menu/admin/${gone.id}`));
      await post('draft', { published: false });
      const trashed = await post('trashed');
      await ok(await t.admin('DELETE', `/api/blog/admin/${trashed.id}`));
      await post('later', { publish_at: iso(base + 3_600_000) });
      // Kept from search engines, or counted by them under another address.
      await post('hidden', { noindex: true });
      await post('syndicated', { canonical_url: 'https://news.example.org/rentals' });
      const own = await post('own', { canonical_url: `${SITE}/blog/own` });

      expect(await entries()).toEqual([
        [`${SITE}/`, null],
        [`${SITE}/blog/own`, w3c(own.updated_at)],
        [`${SITE}/blog/rentals`, w3c(rentals.updated_at)],
        // "/about-us#team" is the same page: listed once, with the later change.
        [`${SITE}/about-us`, w3c(team.updated_at > about.updated_at ? team.updated_at : about.updated_at)],
        [`${SITE}/news`, w3c(news.updated_at)],
      ]);
      expect((await entries())[2]?.[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    });

    it('lists the published pages open to search engines at /<slug>, and changes with a page write', async () => {
      const terms = await page('terms');
      await page('draft', { published: false });
      await page('private-offer', { noindex: true });
      expect(await entries()).toEqual([
        [`${SITE}/`, null],
        [`${SITE}/terms`, w3c(terms.updated_at)],
      ]);
      await ok(await t.admin('PUT', `/api/pages/admin/${terms.id}`, { noindex: true }));
      expect(await locs()).toEqual([`${SITE}/`]);
    });

    it('lists a menu item leading home once, as the root', async () => {
      const home = await menu('Home', '/');
      expect(await entries()).toEqual([[`${SITE}/`, w3c(home.updated_at)]]);
    });

    it('changes at once with a menu write and with a blog write', async () => {
      const item = await menu('News', '/news');
      expect(await locs()).toEqual([`${SITE}/`, `${SITE}/news`]);
      expect(await locs()).toEqual([`${SITE}/`, `${SITE}/news`]);
      await ok(await t.admin('PUT', `/api/menu/admin/${item.id}`, { url: '/latest-news' }));
      expect(await locs()).toEqual([`${SITE}/`, `${SITE}/latest-news`]);
      await ok(await t.admin('PUT', `/api/menu/admin/${item.id}`, { is_active: false }));
      expect(await locs()).toEqual([`${SITE}/`]);
      const written = await post('auction');
      expect(await locs()).toEqual([`${SITE}/`, `${SITE}/blog/auction`]);
      await ok(await t.admin('PUT', `/api/blog/admin/${written.id}`, { published: false }));
      expect(await locs()).toEqual([`${SITE}/`]);
    });

    it('shows a post scheduled at T from T on, with no write: absent at T-1 s, present at T+1 s', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: base });
      const T = base + 10 * 60 * SECOND;
      await post('friday-sale', { publish_at: iso(T) });
      at(T - SECOND);
      // Read twice: the second answer is the cached body.
      expect(await locs()).toEqual([`${SITE}/`]);
      expect(await locs()).toEqual([`${SITE}/`]);
      at(T + SECOND);
      expect(await locs()).toEqual([`${SITE}/`, `${SITE}/blog/friday-sale`]);
    });

    it('serves the XML from the cache with ETag, 304 and gzip', async () => {
      for (let i = 0; i < 30; i++) await post(`parcel-${i}`);
      const url = '/api/sitemap.xml';
      const plain = await t.app.inject({ method: 'GET', url });
      const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    describe.runIf(t.dialect === 'postgres')('on a second instance', () => {
      let other: Awaited<ReturnType<typeof startTestApp>>;
      beforeAll(async () => {
        other = await startTestApp(t.dialect, {
          DATABASE_SCHEMA: t.config.databaseSchema as string,
          PUBLIC_SITE_URL: SITE,
        });
      });
      afterAll(async () => other?.stop());

      it("drops its sitemap when a menu or blog write lands on the first, though it names neither's scope", async () => {
        const otherLocs = async () =>
          parseXml((await other.app.inject({ method: 'GET', url: '/api/sitemap.xml' })).body).urlset.url.map(
            (u: { loc: string }) => u.loc,
          );
        expect(await otherLocs()).toEqual([`${SITE}/`]);
        expect(await otherLocs()).toEqual([`${SITE}/`]);
        await menu('Shop', '/shop');
        await vi.waitFor(async () => expect(await otherLocs()).toEqual([`${SITE}/`, `${SITE}/shop`]), {
          timeout: 2_000,
        });
        await post('island');
        await vi.waitFor(async () => expect(await otherLocs()).toContain(`${SITE}/blog/island`), {
          timeout: 2_000,
        });
      });
    });
  },
  { PUBLIC_SITE_URL: SITE },
);

describe('menuItemPath', () => {
  it('keeps the site path of an internal link, without its fragment', () => {
    expect(menuItemPath({ url: '/about-us', is_external: false })).toBe('/about-us');
    expect(menuItemPath({ url: '/about-us#team', is_external: false })).toBe('/about-us');
    expect(menuItemPath({ url: '/#contact', is_external: false })).toBe('/');
    expect(menuItemPath({ url: '/search?q=land', is_external: false })).toBe('/search?q=land');
  });

  it('has none for an anchor of the page it is on or an external link', () => {
    expect(menuItemPath({ url: '#contact', is_external: false })).toBeUndefined();
    expect(menuItemPath({ url: 'https://example.org/', is_external: true })).toBeUndefined();
    expect(menuItemPath({ url: '//example.org/', is_external: false })).toBeUndefined();
  });
});
