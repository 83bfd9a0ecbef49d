import { blogMessages } from '@land-office/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

describeEachDb('blog posts', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: await t.auth() } });
  const post = (fields: Record<string, unknown> = {}) => ({
    title: 'Island for rent',
    slug: 'island-for-rent',
    content: '<p>Sea view.</p>',
    ...fields,
  });

  beforeEach(async () => {
    await t.app.db.deleteFrom('blog_posts').execute();
  });

  it('creates a draft authored by the signed-in admin and answers { post }', async () => {
    const res = await call('POST', '/api/blog/admin', post({ excerpt: 'Short', image_url: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().post).toEqual({
      id: expect.any(Number),
      title: 'Island for rent',
      slug: 'island-for-rent',
      excerpt: 'Short',
      content: '<p>Sea view.</p>',
      image_url: null,
      published: false,
      publish_at: null,
      meta_title: null,
      meta_description: null,
      og_image_url: null,
      canonical_url: null,
      noindex: false,
      author: { username: 'tester' },
      reading_minutes: 1,
      auto_excerpt: 'Short',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.any(String),
    });
  });

  it('tells each post’s reading time, and an excerpt from its text when it has none, in lists and reads', async () => {
    // 450 words: three minutes at 200 a minute.
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const long = await call(
      'POST',
      '/api/blog/admin',
      post({ slug: 'long-read', published: true, content: `<h2>Plots &amp; prices</h2><p>${words}</p>` }),
    );
    expect(long.json().post).toMatchObject({ reading_minutes: 3, excerpt: null });
    const derived = long.json().post.auto_excerpt as string;
    expect(derived.startsWith('Plots & prices word0 word1')).toBe(true);
    expect(derived.endsWith('…')).toBe(true);
    expect(derived.length).toBeLessThanOrEqual(200);
    await call('POST', '/api/blog/admin', post({ slug: 'short', published: true, excerpt: 'By hand' }));

    for (const url of ['/api/blog', '/api/blog/admin']) {
      const list = (
        await t.app.inject({ method: 'GET', url, headers: { authorization: await t.auth() } })
      ).json();
      const bySlug = Object.fromEntries(list.map((p: { slug: string }) => [p.slug, p]));
      expect(bySlug['long-read']).toMatchObject({ reading_minutes: 3, excerpt: null, auto_excerpt: derived });
      expect(bySlug.short).toMatchObject({ reading_minutes: 1, excerpt: 'By hand', auto_excerpt: 'By hand' });
      // Lists stay light: the content is read to work these out, not answered.
      expect(bySlug['long-read']).not.toHaveProperty('content');
    }
  });

  it('requires title, slug and content, naming the field', async () => {
    for (const field of ['title', 'slug', 'content'] as const) {
      const body: Record<string, unknown> = post();
      delete body[field];
      const res = await call('POST', '/api/blog/admin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(new RegExp(field, 'i'));
    }
    const blank = await call('POST', '/api/blog/admin', post({ content: '<p><br></p>' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(/Content is required/);
    const badSlug = await call('POST', '/api/blog/admin', post({ slug: 'Has Spaces' }));
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().error).toMatch(/slug/i);
    const badImage = await call('POST', '/api/blog/admin', post({ image_url: 'javascript:alert(1)' }));
    expect(badImage.statusCode).toBe(400);
  });

  it('answers 409 to a repeated slug, on create and on update, also when both race', async () => {
    expect((await call('POST', '/api/blog/admin', post())).statusCode).toBe(200);
    const again = await call('POST', '/api/blog/admin', post({ title: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: blogMessages.slugTaken, code: 'slug_taken', field: 'slug' });
    const other = (await call('POST', '/api/blog/admin', post({ slug: 'other' }))).json().post;
    expect((await call('PUT', `/api/blog/admin/${other.id}`, { slug: 'island-for-rent' })).statusCode).toBe(
      409,
    );

    const racing = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/blog/admin', post({ slug: 'race' }))),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('lists every post newest first for the admin, without content, author or Unknown', async () => {
    for (const slug of ['first', 'second', 'third']) await call('POST', '/api/blog/admin', post({ slug }));
    // An author whose account is gone.
    await t.app.db.updateTable('blog_posts').set({ author_id: null }).where('slug', '=', 'first').execute();
    const res = await call('GET', '/api/blog/admin');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['third', 'second', 'first']);
    expect(list[0]).not.toHaveProperty('content');
    expect(list[0].author).toEqual({ username: 'tester' });
    expect(list[2].author).toBeNull();
  });

  it('reads one post with its content, 404 with the spec text when missing', async () => {
    const { post: created } = (await call('POST', '/api/blog/admin', post())).json();
    const res = await call('GET', `/api/blog/admin/${created.id}`);
    expect(res.json().post.content).toBe('<p>Sea view.</p>');
    const missing = await call('GET', '/api/blog/admin/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: blogMessages.notFound, code: 'not_found' });
  });

  it('merges a partial update and keeps created_at; deletes', async () => {
    const { post: created } = (await call('POST', '/api/blog/admin', post({ excerpt: 'E' }))).json();
    const res = await call('PUT', `/api/blog/admin/${created.id}`, { title: 'Renamed', published: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().post).toMatchObject({
      title: 'Renamed',
      slug: 'island-for-rent',
      excerpt: 'E',
      content: '<p>Sea view.</p>',
      published: true,
      created_at: created.created_at,
    });
    expect(res.json().post.updated_at >= created.updated_at).toBe(true);
    expect((await call('PUT', '/api/blog/admin/99999', { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/blog/admin/${created.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/blog/admin/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/blog/admin/${created.id}`)).statusCode).toBe(404);
  });

  it('serves only published posts publicly, by list and by slug', async () => {
    await call('POST', '/api/blog/admin', post({ slug: 'draft' }));
    const { post: live } = (
      await call('POST', '/api/blog/admin', post({ slug: 'live', published: true }))
    ).json();
    const list = await t.app.inject({ method: 'GET', url: '/api/blog' });
    expect(list.json().map((p: { slug: string }) => p.slug)).toEqual(['live']);
    expect(list.json()[0]).toMatchObject({ author: { username: 'tester' }, published: true });
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/blog/slug/live' });
    expect(bySlug.json().post).toMatchObject({ id: live.id, content: '<p>Sea view.</p>' });
    for (const slug of ['draft', 'nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog/slug/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Blog post not found', code: 'not_found' });
    }
    // Unpublishing takes it off the public side at once.
    await call('PUT', `/api/blog/admin/${live.id}`, { published: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/blog' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/slug/live' })).statusCode).toBe(404);
  });

  it('answers 304 to a matching If-None-Match on the public reads', async () => {
    await call('POST', '/api/blog/admin', post({ published: true }));
    for (const url of ['/api/blog', '/api/blog/slug/island-for-rent']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toMatch(/public/);
      const etag = first.headers.etag as string;
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('sanitises content on create and on update', async () => {
    const dirty =
      '<h2>Title</h2><p><strong>b</strong><script>alert(1)</script><img src="x" onerror="alert(1)">' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example/"></iframe></p>';
    const { post: created } = (await call('POST', '/api/blog/admin', post({ content: dirty }))).json();
    expect(created.content).toBe('<h2>Title</h2><p><strong>b</strong><a rel="noopener noreferrer">x</a></p>');
    const res = await call('PUT', `/api/blog/admin/${created.id}`, {
      content: '<p onclick="steal()" class="ql-align-center">ok</p>',
    });
    expect(res.json().post.content).toBe('<p class="ql-align-center">ok</p>');
  });

  it('logs a publish toggle as a toggle, by the signed-in admin', async () => {
    const { post: created } = (await call('POST', '/api/blog/admin', post())).json();
    await call('PUT', `/api/blog/admin/${created.id}`, { published: true });
    const last = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ resource: 'blog', action: 'toggle', resource_id: String(created.id) });
    expect(last.username).toBe('tester');
  });

  it('needs a token for every admin route', async () => {
    for (const [method, url] of [
      ['GET', '/api/blog/admin'],
      ['GET', '/api/blog/admin/1'],
      ['POST', '/api/blog/admin'],
      ['PUT', '/api/blog/admin/1'],
      ['DELETE', '/api/blog/admin/1'],
      ['POST', '/api/upload/blog'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});
