import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { describeEachDb, startTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/pg-database.js';
import { postForm } from '../../test/post-form.js';
import { withApplicationName } from '../../test/postgres.js';
import { retryUntil } from '../../test/retry-until.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;
const MINUTE = 60_000;

// Public website §1: scheduled content changes the pages at its instant, with no write.
let clockMs: number | undefined;
describeEachDb(
  'public site at scheduled instants',
  (t) => {
    afterEach(() => {
      clockMs = undefined;
    });

    it('shows a scheduled post on /blog and the home page from its publish_at, and a banner until its end', async () => {
      const base = Math.ceil(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
      const at = new Date(base).toISOString();
      const post = {
        title: 'Opening day',
        slug: 'opening-day',
        content: '<p>We open.</p>',
        published: true,
        publish_at: at,
      };
      expect((await t.admin('POST', '/api/blog/admin', post)).statusCode).toBe(200);
      const banner = {
        title: 'Autumn',
        image_url: 'https://img.example.com/autumn.jpg',
        alt_text: 'Autumn leaves over a sim',
        is_active: true,
        active_until: at,
      };
      expect((await t.admin('POST', '/api/banner/admin', banner)).statusCode).toBe(200);
      clockMs = base - 1000;
      const before = (await t.app.inject({ url: '/' })).body;
      expect(before).not.toContain('Opening day');
      expect(before).toContain('Autumn leaves over a sim');
      expect((await t.app.inject({ url: '/blog' })).body).not.toContain('Opening day');
      expect((await t.app.inject({ url: '/blog/opening-day' })).statusCode).toBe(404);
      clockMs = base + 1000;
      const after = (await t.app.inject({ url: '/' })).body;
      expect(after).toContain('Opening day');
      expect(after).not.toContain('Autumn leaves over a sim');
      expect((await t.app.inject({ url: '/blog' })).body).toContain('Opening day');
      expect((await t.app.inject({ url: '/blog/opening-day' })).statusCode).toBe(200);
    });
  },
  {},
  { clock: () => clockMs ?? Date.now() },
);

describeEachDb('public site language, consent and policy', (t) => {
  beforeEach(async () => {
    const reset = { site_language: 'en', google_analytics: '', facebook_pixel: '' };
    expect((await t.admin('PUT', '/api/site-settings/admin', reset)).statusCode).toBe(200);
  });

  it("speaks the site's language: html lang and the site's own words", async () => {
    await t.admin('POST', '/api/blog/admin', {
      title: 'Olá',
      slug: 'ola',
      content: '<p>Oi</p>',
      published: true,
    });
    expect((await t.admin('PUT', '/api/site-settings/admin', { site_language: 'pt-BR' })).statusCode).toBe(
      200,
    );
    const html = (await t.app.inject({ url: '/blog' })).body;
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain('>Leia mais<');
    expect((await t.app.inject({ url: '/nowhere' })).body).toContain('Página não encontrada');
  });

  it('names no canonical address without PUBLIC_SITE_URL: a relative one is ignored by search engines', async () => {
    await t.admin('POST', '/api/blog/admin', {
      title: 'Harbour view',
      slug: 'harbour-view',
      content: '<p>Water</p>',
      published: true,
    });
    for (const url of ['/', '/blog/harbour-view', '/available-land']) {
      const html = (await t.app.inject({ url })).body;
      expect(html, url).toContain('<meta property="og:title"');
      expect(html, url).not.toContain('rel="canonical"');
      expect(html, url).not.toContain('property="og:url"');
    }
  });

  it('asks consent before any tracker, and the policy names only the trackers set', async () => {
    const plain = await t.app.inject({ url: '/faq' });
    expect(plain.body).not.toContain('data-consent-banner');
    expect(plain.headers['content-security-policy']).not.toMatch(/googletagmanager|facebook/);
    expect(
      (await t.admin('PUT', '/api/site-settings/admin', { google_analytics: 'G-AB12CD34' })).statusCode,
    ).toBe(200);
    const asked = await t.app.inject({ url: '/faq' });
    expect(asked.body).toContain('data-consent-banner');
    expect(asked.body).toContain('data-ga="G-AB12CD34"');
    expect(asked.body).not.toContain('googletagmanager.com/gtag');
    const policy = asked.headers['content-security-policy'] as string;
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(policy).not.toContain('facebook');
    expect(
      (await t.admin('PUT', '/api/site-settings/admin', { facebook_pixel: '1234567890' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/faq' })).body).toContain('Google Analytics and Facebook Pixel');
    await t.admin('PUT', '/api/site-settings/admin', { site_language: 'pt-BR' });
    expect((await t.app.inject({ url: '/faq' })).body).toContain('Google Analytics e Facebook Pixel');
    await t.admin('PUT', '/api/site-settings/admin', { site_language: 'en', facebook_pixel: '' });
    const rejected = await t.app.inject({ url: '/faq', headers: { cookie: 'consent=rejected' } });
    expect(rejected.body).not.toContain('data-consent-banner');
    expect(rejected.body).toContain('data-consent="rejected"');
    const answer = await postForm(t.app, '/consent', { choice: 'accepted', back: '/faq' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers['set-cookie']).toMatch(/^consent=accepted; Path=\/;/);
  });

  it('ships no script on a post, and at most 30 KB (gzip) of islands on any page', async () => {
    await t.admin('POST', '/api/blog/admin', {
      title: 'Quiet',
      slug: 'quiet',
      content: '<p>x</p>',
      published: true,
    });
    const post = (await t.app.inject({ url: '/blog/quiet' })).body;
    expect(post).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    for (const url of ['/', '/blog', '/available-land', '/support', '/faq']) {
      const html = (await t.app.inject({ url })).body;
      let bytes = 0;
      for (const [, src] of html.matchAll(/<script[^>]*src="([^"]+)"/g)) {
        const js = await t.app.inject({ url: src as string, headers: { 'accept-encoding': 'gzip' } });
        expect(js.headers['content-encoding']).toBe('gzip');
        bytes += js.rawPayload.length;
      }
      expect(bytes, url).toBeLessThanOrEqual(30 * 1024);
    }
  });
});

/** Two instances on one PostgreSQL schema, as behind a load balancer. */
describe.skipIf(!inject('postgres'))('public site across instances [postgres]', () => {
  let a: Started;
  let b: App;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await buildApp({
      ...a.config,
      databaseUrl: withApplicationName(
        a.config.databaseUrl as string,
        `lo_b_${randomBytes(4).toString('hex')}`,
      ),
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.stop();
  });

  it("shows a write on A in B's pages at once", async () => {
    expect((await b.inject({ url: '/faq' })).body).not.toContain('Can I build?');
    const res = await a.admin('POST', '/api/faq/admin', { question: 'Can I build?', answer: '<p>Yes.</p>' });
    expect(res.statusCode).toBe(200);
    const page = await retryUntil(
      () => b.inject({ url: '/faq' }),
      (r) => r.body.includes('Can I build?'),
      3000,
      20,
    );
    expect(page.body).toContain('Can I build?');
  });
});

// Hardening II on the site: a database that refuses connections.
describe.skipIf(!inject('postgres'))('public site with PostgreSQL refusing connections [postgres]', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: Started;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp('postgres', { DATABASE_URL: database.url, DATABASE_SCHEMA: '' });
  });
  afterAll(async () => {
    await database?.allowConnections();
    await t?.stop();
    await database?.drop();
  });

  it('serves cached pages, a page a write dropped from its copy set aside, and 503 in the site style for the rest', async () => {
    expect(
      (await t.admin('POST', '/api/faq/admin', { question: 'Before?', answer: '<p>a</p>' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/faq' })).body).toContain('Before?');
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
    // A write drops the FAQ page; it is kept aside for the outage.
    expect(
      (await t.admin('POST', '/api/faq/admin', { question: 'During?', answer: '<p>b</p>' })).statusCode,
    ).toBe(200);
    await database.refuseConnections();

    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
    const faq = await t.app.inject({ url: '/faq' });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).toContain('Before?');
    expect(faq.headers.warning).toBe('110 - "Response is Stale"');
    const support = await t.app.inject({ url: '/support' });
    expect(support.statusCode).toBe(503);
    expect(support.headers['retry-after']).toBe('5');
    expect(support.headers['content-type']).toMatch(/^text\/html/);
    expect(support.body).toContain('Temporarily unavailable');

    await database.allowConnections();
    const back = await retryUntil(
      () => t.app.inject({ url: '/faq' }),
      (r) => r.statusCode === 200 && r.body.includes('During?'),
      5000,
      100,
    );
    expect(back.body).toContain('During?');
    expect((await t.app.inject({ url: '/support' })).statusCode).toBe(200);
  });
});

describe('public site logs', () => {
  it("logs a page's request once, and an API read as usual", async () => {
    const lines: Array<{ msg: string; req?: { url: string }; reqId?: string }> = [];
    const t = await startTestApp(
      'sqlite',
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    try {
      expect((await t.app.inject({ url: '/faq' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/faq' })).statusCode).toBe(200);
      // Each request names its URL once, on "incoming request"; a page's reads are no requests.
      const urls = lines.flatMap((l) => (l.req?.url ? [l.req.url] : []));
      expect(urls).toEqual(['/faq', '/api/faq']);
    } finally {
      await t.stop();
    }
  });
});
