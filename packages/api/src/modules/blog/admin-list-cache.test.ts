import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

describeEachDb('blog admin list cache', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: await t.auth() } });

  it('answers from the cache after the token check, private, and sees every write at once', async () => {
    await t.app.db.deleteFrom('blog_posts').execute();
    t.app.publicCache.invalidate();
    const draft = { title: 'Draft', slug: 'cached-draft', content: '<p>x</p>' };
    const { post } = (await call('POST', '/api/blog/admin', draft)).json();

    const first = await call('GET', '/api/blog/admin');
    expect(first.json().map((p: { slug: string }) => p.slug)).toEqual(['cached-draft']);
    expect(first.json()[0]).not.toHaveProperty('content');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/blog/admin',
      headers: { authorization: await t.auth(), 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // Cached or not, no token is no list.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/blog/admin' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');

    await call('PUT', `/api/blog/admin/${post.id}`, { title: 'Renamed' });
    expect((await call('GET', '/api/blog/admin')).json()[0].title).toBe('Renamed');
    await call('DELETE', `/api/blog/admin/${post.id}`);
    expect((await call('GET', '/api/blog/admin')).json()).toEqual([]);
  });
});
