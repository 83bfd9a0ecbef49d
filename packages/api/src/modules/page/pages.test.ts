import { pageMessages } from '@land-office/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../test/app.js';

const about = (fields: Record<string, unknown> = {}) => ({
  title: 'About us',
  slug: 'about-us',
  content: '<h2>Who we are</h2><p onclick="x()">Land since 2008.<script>alert(1)</script></p>',
  ...fields,
});

// Issue "Publishing" §3 and §4: pages at /<slug>, declared like the other types, with SEO fields.
describeEachDb('pages', (t) => {
  afterEach(() => vi.useRealTimers());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('creates a draft page, cleaned, answering { page }; the public reads it only once published', async () => {
    const created = await t.admin('POST', '/api/pages/admin', about());
    expect(created.statusCode, created.body).toBe(200);
    const { page } = created.json();
    expect(page).toMatchObject({
      id: expect.any(Number),
      title: 'About us',
      slug: 'about-us',
      content: '<h2>Who we are</h2><p>Land since 2008.</p>',
      published: false,
      publish_at: null,
      meta_title: null,
      meta_description: null,
      og_image_url: null,
      canonical_url: null,
      noindex: false,
    });
    expect(created.headers.etag).toBeDefined();
    expect((await get('/api/pages/slug/about-us')).statusCode).toBe(404);

    await t.admin('PUT', `/api/pages/admin/${page.id}`, { published: true });
    const seen = await get('/api/pages/slug/about-us');
    expect(seen.statusCode).toBe(200);
    expect(seen.json().page).toMatchObject({ title: 'About us', published: true });
    // Read again from the cache; a write changes it at once.
    await get('/api/pages/slug/about-us');
    await t.admin('PUT', `/api/pages/admin/${page.id}`, { title: 'About Bay Estates' });
    expect((await get('/api/pages/slug/about-us')).json().page.title).toBe('About Bay Estates');

    // The admin list: newest first, no content.
    await t.admin('POST', '/api/pages/admin', about({ title: 'Terms', slug: 'terms' }));
    const list = (await t.admin('GET', '/api/pages/admin')).json() as Record<string, unknown>[];
    expect(list.map((p) => p.slug)).toEqual(['terms', 'about-us']);
    expect(list[0]).not.toHaveProperty('content');
    expect(list[0]).toMatchObject({ published: false, noindex: false, publish_at: null });

    const logged = await t.admin('GET', '/api/admin/activity?resource=page');
    expect(logged.json().entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'toggle']),
    );
  });

  it('refuses a taken slug with 409, an address the site keeps with 400, and keeps a trashed page’s slug', async () => {
    const first = (await t.admin('POST', '/api/pages/admin', about({ slug: 'contact' }))).json().page;
    const again = await t.admin('POST', '/api/pages/admin', about({ slug: 'contact' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(pageMessages.slugTaken);

    for (const slug of ['blog', 'admin', 'support', 'available-land']) {
      const reserved = await t.admin('POST', '/api/pages/admin', about({ slug }));
      expect(reserved.statusCode, slug).toBe(400);
      expect(reserved.json().error).toContain(pageMessages.reservedSlug(slug));
    }
    const bad = await t.admin('POST', '/api/pages/admin', about({ slug: 'Not A Slug' }));
    expect(bad.statusCode).toBe(400);

    expect((await t.admin('DELETE', `/api/pages/admin/${first.id}`)).statusCode).toBe(200);
    const inTrash = await t.admin('POST', '/api/pages/admin', about({ slug: 'contact' }));
    expect(inTrash.statusCode).toBe(409);
    expect(inTrash.json().error).toMatch(/trash/);
    const trash = (await t.admin('GET', '/api/admin/trash?resource=page')).json().items;
    expect(trash.map((item: { id: number }) => item.id)).toContain(first.id);
  });

  it('checks the search-engine fields by their limits, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ meta_title: 'x'.repeat(71) }, /meta_title/],
      [{ meta_description: 'x'.repeat(161) }, /meta_description/],
      [{ canonical_url: 'javascript:alert(1)' }, /canonical_url/],
      [{ og_image_url: '/etc/passwd' }, /og_image_url/],
    ];
    for (const [fields, field] of cases) {
      const res = await t.admin('POST', '/api/pages/admin', about({ slug: 'seo-check', ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(`${res.json().field} ${res.json().error}`).toMatch(field);
    }
    const ok = await t.admin(
      'POST',
      '/api/pages/admin',
      about({
        slug: 'seo-check',
        meta_title: 'x'.repeat(70),
        meta_description: 'y'.repeat(160),
        canonical_url: 'https://bay.example.com/about-us',
        og_image_url: '/uploads/blog/share.png',
        noindex: true,
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().page).toMatchObject({ noindex: true, og_image_url: '/uploads/blog/share.png' });
  });

  it('shows a page scheduled at T from T on, by slug, with no write between', async () => {
    const base = Math.ceil(Date.now() / 60_000) * 60_000 + 7_200_000;
    vi.useFakeTimers({ toFake: ['Date'], now: base });
    const T = base + 60_000;
    await t.admin(
      'POST',
      '/api/pages/admin',
      about({ slug: 'winter-terms', published: true, publish_at: new Date(T).toISOString() }),
    );
    vi.setSystemTime(T - 1000);
    expect((await get('/api/pages/slug/winter-terms')).statusCode).toBe(404);
    vi.setSystemTime(T + 1000);
    expect((await get('/api/pages/slug/winter-terms')).statusCode).toBe(200);
  });

  it('refuses a stale save with 412, and previews a draft page through a link', async () => {
    const { page } = (await t.admin('POST', '/api/pages/admin', about({ slug: 'faq-notes' }))).json();
    const opened = await t.admin('GET', `/api/pages/admin/${page.id}`);
    const version = opened.headers.etag as string;
    await t.admin('PUT', `/api/pages/admin/${page.id}`, { title: 'First' });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/admin/${page.id}`,
      headers: { authorization: await t.auth(), 'if-match': version },
      payload: { title: 'Second' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.title).toBe('First');

    const link = await t.admin('POST', '/api/admin/preview', { resource: 'page', id: page.id });
    expect(link.statusCode, link.body).toBe(200);
    const seen = await get(new URL(link.json().url).pathname);
    expect(seen.json()).toMatchObject({ resource: 'page', record: { title: 'First', published: false } });
  });
});
