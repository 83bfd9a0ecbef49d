import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, startTestApp } from '../../test/app.js';
import { postForm } from '../../test/post-form.js';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as `<br/>`, boolean attributes as `hidden=""` and some names in
    // camel case (`charSet`, `dateTime`): all valid HTML, which reads names in any case.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // Colours an admin chose (a hero's title and button) are style attributes.
    'no-inline-style': 'off',
  },
});

/** The page's HTML, after checking it is a 200 HTML page that validates. */
async function validPage(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const report = await validator.validateString(res.body);
  const problems = report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line}:${m.column})`),
  );
  expect(problems).toEqual([]);
  return res.body;
}

const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1] as string);

// Public website §1–§3: the pages, their data, their head, their cache.
describeEachDb(
  'public site',
  (t) => {
    beforeAll(async () => {
      const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
        const res = await t.admin(method, url, body);
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      await ok('PUT', '/api/site-settings/admin', {
        site_title: 'Bay Estates',
        footer_text: '© Bay Estates',
      });
      await ok('POST', '/api/menu/admin', {
        label: 'Land',
        url: '/available-land',
        is_external: false,
        is_active: true,
      });
      await ok('POST', '/api/menu/admin', {
        label: 'Market',
        url: 'https://market.example.com',
        is_external: true,
        is_active: true,
      });
      await ok('POST', '/api/hero/admin', {
        title: 'Your island awaits',
        description: 'Sims by the sea',
        button_text: 'See land',
        button_url: '/available-land',
        is_active: true,
      });
      await ok('POST', '/api/service/admin', {
        title: 'Rentals',
        description: 'Weekly parcels',
        icon: 'faHome',
        is_active: true,
      });
      for (const n of [1, 2])
        await ok('POST', '/api/banner/admin', {
          title: `Banner ${n}`,
          image_url: `https://img.example.com/${n}.jpg`,
          alt_text: `A beach ${n}`,
          is_active: true,
        });
      for (let n = 1; n <= 12; n++)
        await ok('POST', '/api/blog/admin', {
          title: `Post ${n}`,
          slug: `post-${n}`,
          content: `<p>Words of post ${n}</p><script>alert(1)</script>`,
          published: true,
        });
      await ok('POST', '/api/faq/admin', {
        question: 'How do I pay?',
        answer: '<p>In L$.</p>',
        category: 'Billing',
        is_active: true,
      });
      await ok('POST', '/api/pages/admin', {
        title: 'About us',
        slug: 'about-us',
        content: '<p>We rent land.</p>',
        published: true,
      });
    });

    it('serves the home page with heroes, banners, services, posts and menu, valid HTML', async () => {
      const res = await t.app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      const html = await validPage(res);
      expect(html).toContain('Your island awaits');
      expect(html).toContain('alt="A beach 1"');
      expect(html).toContain('Rentals');
      expect(html).toMatch(/<svg class="icon"[^>]*><path d="M/);
      expect(html).toContain('href="/blog/post-12"');
      expect(html).not.toContain('href="/blog/post-9"');
      expect(html).toMatch(/href="https:\/\/market.example.com" target="_blank" rel="noopener noreferrer"/);
      expect(html).toContain('<title>Bay Estates</title>');
      expect(html).toContain('© Bay Estates');
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    });

    it('pages the blog ten at a time, newest first, under /blog and /news, by cursor', async () => {
      const first = await validPage(await t.app.inject({ url: '/blog' }));
      expect(first.match(/<article class="card">/g)).toHaveLength(10);
      expect(first).toContain('12 posts');
      expect(first).toContain('href="/blog/post-12"');
      const older = first.match(/href="\/blog\?cursor=([^"]+)"/)?.[1];
      expect(older).toBeDefined();
      const second = await t.app.inject({ url: `/news?cursor=${older}` });
      expect(second.statusCode).toBe(200);
      expect(second.body).toContain('href="/blog/post-1"');
      expect(second.body).not.toContain('href="/blog/post-12"');
      expect(second.body).toContain('href="/news"');
      expect(second.body).toContain('<meta name="robots" content="noindex"/>');
      expect((await t.app.inject({ url: '/blog?cursor=made-up' })).statusCode).toBe(404);
    });

    it('names its absolute canonical address, and the same in og:url, under PUBLIC_SITE_URL', async () => {
      const html = (await t.app.inject({ url: '/' })).body;
      expect(html).toContain('<link rel="canonical" href="https://bay.example.com/"/>');
      expect(html).toContain('<meta property="og:url" content="https://bay.example.com/"/>');
    });

    it('shows a post, sanitised, with BlogPosting data and no script', async () => {
      const res = await t.app.inject({ url: '/blog/post-3' });
      expect(res.statusCode).toBe(200);
      const html = await validPage(res);
      expect(html).toContain('Words of post 3');
      expect(html).not.toContain('alert(1)');
      expect(html).toContain('"@type":"BlogPosting"');
      expect(scripts(html)).toEqual([]);
    });

    it('answers 404 in the site style for unknown posts, pages and paths, JSON under /api', async () => {
      for (const url of ['/blog/nope', '/nope', '/a/b/c']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(await validPage(res)).toContain('Page not found');
      }
      const api = await t.app.inject({ url: '/api/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toHaveProperty('error');
    });

    it('serves pages by slug, the FAQ grouped with FAQPage data, and support', async () => {
      expect(await validPage(await t.app.inject({ url: '/about-us' }))).toContain('We rent land.');
      const faq = await validPage(await t.app.inject({ url: '/faq' }));
      expect(faq).toContain('<summary>How do I pay?</summary>');
      expect(faq).toContain('"@type":"FAQPage"');
      expect(await validPage(await t.app.inject({ url: '/support' }))).toContain('<h1>Support</h1>');
      expect(await validPage(await t.app.inject({ url: '/available-land' }))).toContain('Available Land');
    });

    it('tells a visitor what the API answers of a search it refuses', async () => {
      for (const search of ['min_size=big', 'cursor=made-up']) {
        const api = await t.app.inject({ url: `/api/available-lands?limit=24&sort=newest&${search}` });
        expect(api.statusCode).toBe(400);
        const page = await validPage(await t.app.inject({ url: `/available-land?${search}` }));
        expect(page).toContain(`<p role="alert">${api.json().error}</p>`);
      }
    });

    it('shows a write at once: the home page after a new hero', async () => {
      await validPage(await t.app.inject({ url: '/' }));
      const res = await t.admin('POST', '/api/hero/admin', {
        title: 'Winter sale',
        description: 'Half price',
        button_text: 'Go',
        button_url: '/available-land',
        is_active: true,
      });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/' })).body).toContain('Winter sale');
    });

    it('renders the theme from the cookie and remembers a toggle without a script', async () => {
      const dark = await t.app.inject({ url: '/faq', headers: { cookie: 'theme=dark' } });
      expect(dark.body).toContain('data-theme="dark"');
      expect(dark.headers.vary).toContain('cookie');
      expect((await t.app.inject({ url: '/faq' })).body).toContain('data-theme="light"');
      const toggle = await postForm(t.app, '/theme', { theme: 'dark', back: '/faq' });
      expect(toggle.statusCode).toBe(303);
      expect(toggle.headers.location).toBe('/faq');
      expect(toggle.headers['set-cookie']).toMatch(/^theme=dark; Path=\/;/);
      const away = await postForm(t.app, '/theme', { theme: 'dark', back: '//evil.example.com' });
      expect(away.headers.location).toBe('/');
    });

    it("tells the admin where the site is, for the header's link", async () => {
      const me = (await t.admin('GET', '/api/admin/auth/me')).json();
      expect(me.site).toMatchObject({ url: 'https://bay.example.com', served: true });
    });

    it('serves robots.txt pointing at the sitemap, and the islands with immutable caching', async () => {
      const robots = await t.app.inject({ url: '/robots.txt' });
      expect(robots.body).toMatch(/^Sitemap: https:\/\/bay.example.com\/api\/sitemap.xml$/m);
      expect(robots.body).toMatch(/^Disallow: \/admin\/$/m);
      const home = await t.app.inject({ url: '/' });
      const [island] = scripts(home.body).filter((src) => src.includes('theme.'));
      expect(island).toBeDefined();
      const js = await t.app.inject({ url: island as string });
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control']).toContain('immutable');
      expect((await t.app.inject({ url: '/site-assets/theme.nothash.js' })).statusCode).toBe(404);
      // No logo in the header settings: the default logos, one per theme, as the admin shows them.
      const logos = [...home.body.matchAll(/<img class="logo logo-(light|dark)" src="([^"]+)"/g)];
      expect(logos.map((m) => m[1])).toEqual(['light', 'dark']);
      const logo = await t.app.inject({ url: logos[0]?.[2] as string });
      expect(logo.headers['content-type']).toBe('image/svg+xml');
    });
  },
  { PUBLIC_SITE_URL: 'https://bay.example.com' },
);

describe('PUBLIC_SITE=off', () => {
  it('leaves / to the admin, as before', async () => {
    const t = await startTestApp('sqlite', { PUBLIC_SITE: 'off' });
    try {
      const res = await t.app.inject({ url: '/' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/admin/');
      expect((await t.app.inject({ url: '/blog' })).statusCode).toBe(404);
      // The admin's header has no site to link to.
      expect((await t.admin('GET', '/api/admin/auth/me')).json().site).toMatchObject({
        url: null,
        served: false,
      });
    } finally {
      await t.stop();
    }
  });
});
