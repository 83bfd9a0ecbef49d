import { gunzipSync } from 'node:zlib';
import { siteSettingsDefaults } from '@land-office/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { parseXml } from '../../test/xml.js';

const SITE = 'https://land.example.com/office';
const SECOND = 1000;
const iso = (ms: number) => new Date(ms).toISOString();

// Publishing §4: the RSS and Atom feeds of the latest posts public now, under PUBLIC_SITE_URL
// (with a path prefix here, which every link keeps).
describeEachDb(
  'RSS and Atom feeds of the blog',
  (t) => {
    // Near the real time, so the test admin's session stays valid.
    const base = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
    beforeEach(async () => {
      await t.app.db.deleteFrom('blog_posts').execute();
      t.app.publicCache.invalidate();
    });
    afterEach(() => vi.useRealTimers());
    const at = (ms: number) => vi.setSystemTime(ms);
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const create = async (fields: Record<string, unknown>) => {
      const slug = String(fields.slug ?? String(fields.title).toLowerCase().replace(/\W+/g, '-'));
      const res = await t.admin('POST', '/api/blog/admin', {
        slug,
        content: `<p>About ${fields.title}.</p>`,
        published: true,
        ...fields,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().post as { id: number; slug: string; created_at: string; updated_at: string };
    };
    const rss = async () => {
      const res = await get('/api/feed.xml');
      expect(res.statusCode, res.body).toBe(200);
      return parseXml(res.body).rss;
    };
    const atom = async () => {
      const res = await get('/api/feed.atom');
      expect(res.statusCode, res.body).toBe(200);
      return parseXml(res.body).feed;
    };
    const rssTitles = async () => ((await rss()).channel.item ?? []).map((i: { title: string }) => i.title);

    it('lists the posts public now as RSS 2.0: links, dates, excerpt, content with absolute URLs, author', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: base });
      const first = await create({ title: 'Island for rent', excerpt: 'A quiet island & a pier' });
      at(base + 60 * SECOND);
      const second = await create({
        title: 'Sea & <sky> view',
        content:
          '<p>Look at <a href="/about-us">us</a> and <a href="https://elsewhere.example.org/x">them</a>.</p><p><img src="/uploads/blog/sea.png" alt="Sea"></p>',
      });
      await create({ title: 'Draft', published: false });
      const trashed = await create({ title: 'Trashed' });
      expect((await t.admin('DELETE', `/api/blog/admin/${trashed.id}`)).statusCode).toBe(200);
      await create({ title: 'Later', publish_at: iso(base + 3_600_000) });
      at(base + 2 * 60 * SECOND);

      const res = await get('/api/feed.xml');
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const doc = parseXml(res.body);
      expect(doc.rss['@version']).toBe('2.0');
      const { channel } = doc.rss;
      expect(channel.title).toBe(siteSettingsDefaults.site_title);
      expect(channel.description).toBe(siteSettingsDefaults.site_description);
      expect(channel.link).toBe(`${SITE}/blog`);
      expect(channel['atom:link']).toEqual([
        { '@href': `${SITE}/api/feed.xml`, '@rel': 'self', '@type': 'application/rss+xml' },
      ]);
      expect(channel.item.map((i: { title: string }) => i.title)).toEqual([
        'Sea & <sky> view',
        'Island for rent',
      ]);
      const [newest, older] = channel.item;
      expect(newest).toMatchObject({
        link: `${SITE}/blog/${second.slug}`,
        guid: { '#text': `${SITE}/blog/${second.slug}` },
        pubDate: new Date(second.created_at).toUTCString(),
        author: ['tester'],
        // No excerpt: the content's first words, as HTML-escaped text.
        description: 'Look at us and them.',
      });
      expect(newest['content:encoded']).toContain(`<a href="${SITE}/about-us"`);
      expect(newest['content:encoded']).toContain('<a href="https://elsewhere.example.org/x"');
      expect(newest['content:encoded']).toContain(`<img src="${SITE}/uploads/blog/sea.png"`);
      expect(older).toMatchObject({
        link: `${SITE}/blog/${first.slug}`,
        pubDate: new Date(first.created_at).toUTCString(),
        description: 'A quiet island &amp; a pier',
      });
    });

    it('answers the same posts as Atom 1.0 entries with ids, published and updated instants', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: base });
      const scheduledAt = base + 30 * SECOND;
      const post = await create({
        title: 'Auction <today>',
        content: '<p>Bids &amp; offers</p>',
        publish_at: iso(scheduledAt),
      });
      await create({ title: 'Draft', published: false });
      at(base + 60 * SECOND);
      const edited = (
        await t.admin('PUT', `/api/blog/admin/${post.id}`, { excerpt: 'Bids open at noon' })
      ).json().post;

      const res = await get('/api/feed.atom');
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const feed = parseXml(res.body).feed;
      expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
      expect(feed.id).toBe(`${SITE}/blog`);
      expect(feed.title).toBe(siteSettingsDefaults.site_title);
      expect(feed.updated).toBe(edited.updated_at);
      expect(feed.link).toEqual(
        expect.arrayContaining([
          { '@rel': 'alternate', '@href': `${SITE}/blog` },
          { '@rel': 'self', '@href': `${SITE}/api/feed.atom` },
        ]),
      );
      expect(feed.entry).toHaveLength(1);
      const [entry] = feed.entry;
      expect(entry.id).toBe(`${SITE}/blog/${post.slug}`);
      expect(entry.link).toEqual([{ '@href': `${SITE}/blog/${post.slug}` }]);
      // Atom titles are HTML: the text's "<" comes escaped.
      expect(entry.title).toEqual({ '#text': 'Auction &lt;today&gt;', '@type': 'html' });
      expect(entry.published).toBe(iso(scheduledAt));
      expect(entry.updated).toBe(edited.updated_at);
      expect(entry.summary['#text']).toBe('Bids open at noon');
      expect(entry.content['#text']).toBe('<p>Bids &amp; offers</p>');
      expect(entry.author).toEqual([{ name: 'tester' }]);
    });

    it('lists at most 20, newest first: a 21st, older post is left out', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: base });
      for (let i = 1; i <= 21; i++) {
        at(base + i * SECOND);
        await create({ title: `Post ${i}` });
      }
      const expected = Array.from({ length: 20 }, (_, i) => `Post ${21 - i}`);
      expect(await rssTitles()).toEqual(expected);
      const entries = (await atom()).entry.map((e: { title: { '#text': string } }) => e.title['#text']);
      expect(entries).toEqual(expected);
      // Newest by the instant it went public: a post scheduled an hour ago goes before one created since.
      at(base + 60 * SECOND);
      await create({ title: 'Backdated', publish_at: iso(base + 30 * SECOND) });
      expect((await rssTitles()).slice(0, 2)).toEqual(['Backdated', 'Post 21']);
    });

    it('shows a post scheduled at T from T on, with no write: absent at T-1 s, present at T+1 s', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: base });
      const T = base + 10 * 60 * SECOND;
      await create({ title: 'Open house' });
      await create({ title: 'Friday sale', publish_at: iso(T) });

      at(T - SECOND);
      // Read twice: the second answer is the cached body.
      for (let i = 0; i < 2; i++) {
        expect(await rssTitles()).toEqual(['Open house']);
        expect((await atom()).entry).toHaveLength(1);
      }
      at(T + SECOND);
      expect(await rssTitles()).toEqual(['Friday sale', 'Open house']);
      expect((await atom()).entry.map((e: { id: string }) => e.id)).toEqual([
        `${SITE}/blog/friday-sale`,
        `${SITE}/blog/open-house`,
      ]);
    });

    it('changes at once with a blog write and with a site-settings write', async () => {
      const post = await create({ title: 'Harbour view' });
      expect(await rssTitles()).toEqual(['Harbour view']);
      expect(await rssTitles()).toEqual(['Harbour view']);
      await t.admin('PUT', `/api/blog/admin/${post.id}`, { title: 'Harbour view, sold' });
      expect(await rssTitles()).toEqual(['Harbour view, sold']);
      await t.admin('PUT', `/api/blog/admin/${post.id}`, { published: false });
      expect(await rssTitles()).toEqual([]);

      const before = (await atom()).title;
      const saved = await t.admin('PUT', '/api/site-settings/admin', {
        site_title: 'Second Land News',
        site_description: 'Parcels and auctions',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await rss()).channel).toMatchObject({
        title: 'Second Land News',
        description: 'Parcels and auctions',
      });
      expect((await atom()).title).not.toBe(before);
      await t.admin('PUT', '/api/site-settings/admin', {
        site_title: siteSettingsDefaults.site_title,
        site_description: siteSettingsDefaults.site_description,
      });
    });

    it('serves the XML from the cache with ETag, 304 and gzip', async () => {
      for (let i = 1; i <= 3; i++)
        await create({ title: `Parcel ${i}`, content: `<p>${'Waterfront land. '.repeat(30)}</p>` });
      for (const [url, type] of [
        ['/api/feed.xml', 'application/rss+xml; charset=utf-8'],
        ['/api/feed.atom', 'application/atom+xml; charset=utf-8'],
      ] as const) {
        const plain = await get(url);
        const zipped = await get(url, { 'accept-encoding': 'gzip' });
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['content-type']).toBe(type);
        expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
        expect(zipped.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
        for (const res of [plain, zipped]) {
          const again = await get(url, {
            'if-none-match': res.headers.etag as string,
            ...(res === zipped ? { 'accept-encoding': 'gzip' } : {}),
          });
          expect(again.statusCode).toBe(304);
          expect(again.body).toBe('');
        }
      }
    });

    it('keeps the XML well-formed whatever a title holds', async () => {
      await create({ title: 'Odd ]]> title ]]> \u0001 here', slug: 'odd' });
      const item = (await rss()).channel.item[0];
      // RSS titles are plain text: there "]]>" reads "]]&gt;" (in HTML, as Atom's, it reads "]]>").
      expect(item.title).toBe('Odd ]]&gt; title ]]&gt;  here');
      expect((await atom()).entry[0].title['#text']).toBe('Odd ]]&gt; title ]]&gt;  here');
    });
  },
  { PUBLIC_SITE_URL: `${SITE}/` },
);

describeEachDb('feeds and sitemap without PUBLIC_SITE_URL', (t) => {
  it('answer 503 naming the variable, with Retry-After', async () => {
    for (const url of ['/api/feed.xml', '/api/feed.atom', '/api/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: "PUBLIC_SITE_URL is not set: the feeds and the sitemap need the public site's address",
        code: 'unavailable',
      });
    }
  });

  it('are in the API reference under their own tag, public, with their media types and the 503', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.tags).toContainEqual({ name: 'Feeds and sitemap', description: expect.any(String) });
    for (const [path, type] of [
      ['/api/feed.xml', 'application/rss+xml'],
      ['/api/feed.atom', 'application/atom+xml'],
      ['/api/sitemap.xml', 'application/xml'],
    ]) {
      const op = doc.paths[path as string].get;
      expect(op, path).toMatchObject({
        tags: ['Feeds and sitemap'],
        summary: expect.any(String),
        description: expect.any(String),
        security: [],
      });
      expect(Object.keys(op.responses[200].content)).toEqual([type]);
      expect(op.responses[503].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
  });
});
