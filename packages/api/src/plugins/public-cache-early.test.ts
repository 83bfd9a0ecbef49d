import { afterAll, beforeAll, beforeEach, expect, it, type MockInstance, vi } from 'vitest';
import { describeEachDb } from '../test/app.js';

// Reads over a real socket, as clients send them, reach the answers given before routing
// (plugins/early-answer.ts) through app.ts's serverFactory; the last test shows inject does too.
describeEachDb('public reads over HTTP, repeated ones answered before routing', (t) => {
  let base = '';
  let early: MockInstance;
  /** What the early answers did for each read (GET, HEAD) since the last reset: true answered, false routed. */
  const answeredEarly = () =>
    early.mock.results
      .filter((_, i) => ['GET', 'HEAD'].includes(early.mock.calls[i]?.[0].method))
      .map((r) => r.value);
  /** The same for the writes: every one routed. */
  const writesAnsweredEarly = () =>
    early.mock.results.filter(
      (r, i) => !['GET', 'HEAD'].includes(early.mock.calls[i]?.[0].method) && r.value,
    );

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    early = vi.spyOn(t.app.earlyAnswers, 'answer');
  });
  afterAll(() => early.mockRestore());
  beforeEach(async () => {
    await t.app.db.deleteFrom('menu_items').execute();
    await t.app.db.deleteFrom('blog_posts').execute();
    t.app.publicCache.invalidate();
    early.mockClear();
  });

  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: await t.auth(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return res.json();
  };
  const kept = (res: Response) =>
    Object.fromEntries(
      ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-content-type-options'].map(
        (name) => [name, res.headers.get(name)],
      ),
    );

  it('answers a repeated read with the bytes and headers of the routed one, 304 and HEAD too', async () => {
    await admin('POST', '/api/menu/admin', { label: 'Rentals', url: '/rentals' });
    const gzip = { 'accept-encoding': 'gzip' };
    const routed = await fetch(`${base}/api/menu`, { headers: gzip });
    const repeated = await fetch(`${base}/api/menu`, { headers: gzip });
    expect(answeredEarly()).toEqual([false, true]);
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toEqual(await routed.json());
    expect(kept(repeated)).toEqual(kept(routed));
    expect(repeated.headers.get('x-frame-options')).toBe('DENY');

    const etag = repeated.headers.get('etag') as string;
    const notModified = await fetch(`${base}/api/menu`, { headers: { ...gzip, 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${base}/api/menu`, { method: 'HEAD', headers: gzip });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
    expect(answeredEarly()).toEqual([false, true, true, true]);
    // Only reads: another method on the same URL is Fastify's to answer (no such route here).
    expect((await fetch(`${base}/api/menu`, { method: 'DELETE' })).status).toBe(404);
  });

  it('shows a write at once: the next read is routed and built again', async () => {
    await fetch(`${base}/api/menu`).then((r) => r.arrayBuffer());
    await fetch(`${base}/api/menu`).then((r) => r.arrayBuffer());
    await admin('POST', '/api/menu/admin', { label: 'Sales', url: '/sales' });
    const after = await fetch(`${base}/api/menu`);
    expect((await after.json()).map((m: { label: string }) => m.label)).toEqual(['Sales']);
    expect(answeredEarly()).toEqual([false, true, false]);
    expect(writesAnsweredEarly()).toEqual([]);
  });

  it('stops answering a post by slug once it is unpublished', async () => {
    const { post } = await admin('POST', '/api/blog/admin', {
      title: 'Island',
      slug: 'island',
      content: '<p>Sea view.</p>',
      published: true,
    });
    for (let i = 0; i < 2; i++) expect((await fetch(`${base}/api/blog/slug/island`)).status).toBe(200);
    await admin('PUT', `/api/blog/admin/${post.id}`, { published: false });
    const gone = await fetch(`${base}/api/blog/slug/island`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toHaveProperty('error');
    expect(answeredEarly()).toEqual([false, true, false]);
    expect(writesAnsweredEarly()).toEqual([]);
  });

  it('never answers an admin read early: without its token it is refused', async () => {
    const authorization = await t.auth();
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${base}/api/blog/admin`, { headers: { authorization } })).status).toBe(200);
    const anonymous = await fetch(`${base}/api/blog/admin`);
    expect(anonymous.status).toBe(401);
    expect(answeredEarly()).toEqual([false, false, false]);
  });

  it('answers each URL under which a read was routed, query strings included', async () => {
    const plain = await (await fetch(`${base}/api/menu`)).text();
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${base}/api/menu?ref=mail`)).text()).toBe(plain);
    expect(answeredEarly()).toEqual([false, false, true]);
  });

  it('is reached by inject as by the server: a repeated read answered early with the routed bytes', async () => {
    const routed = await t.app.inject({ url: '/api/menu' });
    const answered = await t.app.inject({ url: '/api/menu' });
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toBe(routed.body);
    expect(answered.headers.etag).toBe(routed.headers.etag);
    expect(answered.headers['x-content-type-options']).toBe('nosniff');
    expect(answeredEarly()).toEqual([false, true]);
  });
});
