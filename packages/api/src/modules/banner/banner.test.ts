import { bannerMessages } from '@land-office/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

describeEachDb('banners', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: await t.auth() } });
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/api/banner/admin', { image_url: '/uploads/banner/a.png', ...body });
    expect(res.statusCode).toBe(200);
    return res.json().banner as { id: number; title: string | null; order_pos: number };
  };
  const titles = (rows: Array<{ title: string | null }>) => rows.map((b) => b.title);

  beforeEach(async () => {
    await t.app.db.deleteFrom('banners').execute();
  });

  it('creates a banner with the defaults and answers { banner }', async () => {
    const res = await call('POST', '/api/banner/admin', { image_url: '/uploads/banner/sea.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      banner: {
        id: expect.any(Number),
        updated_at: expect.any(String),
        title: null,
        image_url: '/uploads/banner/sea.png',
        alt_text: '',
        link_url: null,
        is_external: false,
        is_active: true,
        order_pos: 0,
        active_from: null,
        active_until: null,
      },
    });
  });

  it('stores a blank title and link as null and a non-numeric order as 0', async () => {
    const banner = await create({ title: '  ', link_url: '', order_pos: 'first', alt_text: 'Sea view' });
    expect(banner).toMatchObject({ title: null, link_url: null, order_pos: 0, alt_text: 'Sea view' });
    expect((await create({ order_pos: '7' })).order_pos).toBe(7);
  });

  it('refuses a banner without an image, or with an image that is not http(s) or an upload', async () => {
    const none = await call('POST', '/api/banner/admin', { title: 'No picture' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      error: bannerMessages.imageRequired,
      code: 'validation',
      field: 'image_url',
    });
    for (const image_url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/etc/passwd',
      '/uploads/../x',
    ]) {
      const res = await call('POST', '/api/banner/admin', { image_url });
      expect(res.statusCode, image_url).toBe(400);
    }
    for (const image_url of ['https://cdn.example/a.jpg', '//cdn.example/a.jpg', '/uploads/banner/b.webp'])
      expect((await call('POST', '/api/banner/admin', { image_url })).statusCode, image_url).toBe(200);
    expect((await call('GET', '/api/banner/admin')).json()).toHaveLength(3);
  });

  it('checks the link against its Internal/External flag, and never takes javascript:', async () => {
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ link_url: '/available-land' }, 200],
      [{ link_url: 'https://market.example', is_external: true }, 200],
      [{ link_url: 'https://market.example', is_external: false }, 400],
      [{ link_url: '/land', is_external: true }, 400],
      [{ link_url: 'javascript:alert(1)', is_external: true }, 400],
      [{ link_url: 'javascript:alert(1)' }, 400],
      [{ is_external: true }, 200],
    ];
    for (const [body, status] of cases) {
      const res = await call('POST', '/api/banner/admin', { image_url: '/uploads/banner/a.png', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
  });

  it('refuses unknown fields rather than ignoring them', async () => {
    const res = await call('POST', '/api/banner/admin', {
      image_url: '/uploads/banner/a.png',
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
  });

  it('merges a partial update and checks the merged banner; 404s an unknown id with the spec text', async () => {
    const banner = await create({ title: 'Sale', link_url: '/sale' });
    const toggled = await call('PUT', `/api/banner/admin/${banner.id}`, { is_active: false });
    expect(toggled.json().banner).toMatchObject({ title: 'Sale', link_url: '/sale', is_active: false });
    // Flipping the flag alone would leave an internal URL marked external.
    const bad = await call('PUT', `/api/banner/admin/${banner.id}`, { is_external: true });
    expect(bad.statusCode).toBe(400);
    const cleared = await call('PUT', `/api/banner/admin/${banner.id}`, { image_url: '' });
    expect(cleared.json()).toEqual({
      error: bannerMessages.imageRequired,
      code: 'validation',
      field: 'image_url',
    });
    expect((await call('GET', `/api/banner/admin/${banner.id}`)).json().banner).toMatchObject({
      is_external: false,
      image_url: '/uploads/banner/a.png',
    });
    const missing = await call('PUT', '/api/banner/admin/99999', { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: bannerMessages.notFound, code: 'not_found' });
    expect((await call('GET', '/api/banner/admin/99999')).json()).toEqual({
      error: bannerMessages.notFound,
      code: 'not_found',
    });
  });

  it('deletes a banner, then 404s it', async () => {
    const banner = await create({ title: 'Gone soon' });
    expect((await call('DELETE', `/api/banner/admin/${banner.id}`)).json()).toEqual({ ok: true });
    const again = await call('DELETE', `/api/banner/admin/${banner.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: bannerMessages.notFound, code: 'not_found' });
  });

  it('lists all for the admin and only active ones publicly, by order then id', async () => {
    const c = await create({ title: 'C', order_pos: 2 });
    await create({ title: 'A', order_pos: 1 });
    await create({ title: 'B', order_pos: 1 });
    const hidden = await create({ title: 'Hidden', order_pos: 0 });
    await call('PUT', `/api/banner/admin/${hidden.id}`, { is_active: false });
    expect(titles((await call('GET', '/api/banner/admin')).json())).toEqual(['Hidden', 'A', 'B', 'C']);
    const pub = await t.app.inject({ method: 'GET', url: '/api/banner' });
    expect(pub.statusCode).toBe(200);
    expect(titles(pub.json())).toEqual(['A', 'B', 'C']);
    await call('PUT', `/api/banner/admin/${c.id}`, { order_pos: -1 });
    expect(titles((await t.app.inject({ method: 'GET', url: '/api/banner' })).json())).toEqual([
      'C',
      'A',
      'B',
    ]);
  });

  it('serves the public list with an ETag, 304 when unchanged, fresh after a toggle', async () => {
    const banner = await create({ title: 'Cached' });
    const first = await t.app.inject({ method: 'GET', url: '/api/banner' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/banner',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await call('PUT', `/api/banner/admin/${banner.id}`, { is_active: false });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/banner',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
  });

  it('reorders with { banners } in one transaction: an unknown id changes nothing', async () => {
    const a = await create({ title: 'A', order_pos: 1 });
    const b = await create({ title: 'B', order_pos: 2 });
    const c = await create({ title: 'C', order_pos: 3 });
    const bad = await call('PUT', '/api/banner/admin/reorder', {
      banners: [
        { id: c.id, order_pos: 1 },
        { id: a.id, order_pos: 3 },
        { id: 99999, order_pos: 2 },
      ],
    });
    expect(bad.statusCode).toBe(404);
    const unchanged = (await call('GET', '/api/banner/admin')).json();
    expect(unchanged.map((r: { title: string; order_pos: number }) => [r.title, r.order_pos])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    expect(
      (await call('PUT', '/api/banner/admin/reorder', { items: [{ id: a.id, order_pos: 1 }] })).statusCode,
    ).toBe(400);
    const ok = await call('PUT', '/api/banner/admin/reorder', {
      banners: [
        { id: c.id, order_pos: 1 },
        { id: a.id, order_pos: 2 },
        { id: b.id, order_pos: 3 },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(titles(ok.json())).toEqual(['C', 'A', 'B']);
    expect(titles((await t.app.inject({ method: 'GET', url: '/api/banner' })).json())).toEqual([
      'C',
      'A',
      'B',
    ]);
  });

  it('needs a token for every admin route, and the public list needs none', async () => {
    for (const [method, url] of [
      ['GET', '/api/banner/admin'],
      ['GET', '/api/banner/admin/1'],
      ['POST', '/api/banner/admin'],
      ['PUT', '/api/banner/admin/1'],
      ['PUT', '/api/banner/admin/reorder'],
      ['DELETE', '/api/banner/admin/1'],
      ['POST', '/api/upload/banner'],
      ['DELETE', '/api/upload/banner/a.png'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/banner' })).statusCode).toBe(200);
  });

  it('logs each write once with its action, a refused one not at all', async () => {
    const entries = async () =>
      t.app.db
        .selectFrom('activity_log')
        .select(['action', 'resource_id'])
        .where('resource', '=', 'banner')
        .orderBy('id')
        .execute();
    const before = (await entries()).length;
    const banner = await create({ title: 'Logged' });
    await call('PUT', `/api/banner/admin/${banner.id}`, { is_active: false });
    await call('PUT', `/api/banner/admin/${banner.id}`, { link_url: 'javascript:x' });
    await call('PUT', '/api/banner/admin/reorder', { banners: [{ id: 99999, order_pos: 1 }] });
    await call('PUT', '/api/banner/admin/reorder', { banners: [{ id: banner.id, order_pos: 4 }] });
    await call('DELETE', `/api/banner/admin/${banner.id}`);
    const id = String(banner.id);
    expect((await entries()).slice(before)).toEqual([
      { action: 'create', resource_id: id },
      { action: 'toggle', resource_id: id },
      { action: 'reorder', resource_id: null },
      { action: 'delete', resource_id: id },
    ]);
  });
});
