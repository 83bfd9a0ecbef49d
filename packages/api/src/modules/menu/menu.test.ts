import { defaultMenus, menuMessages } from '@land-office/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

describeEachDb('menu items', (t) => {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: await t.auth(), ...headers },
    });

  beforeEach(async () => {
    await t.app.db.deleteFrom('menu_items').execute();
  });

  it('creates an item with the defaults and answers { menu }', async () => {
    const res = await call('POST', '/api/menu/admin', { label: 'News', url: '/news' });
    expect(res.statusCode).toBe(200);
    expect(res.json().menu).toEqual({
      id: expect.any(Number),
      updated_at: expect.any(String),
      label: 'News',
      url: '/news',
      is_external: false,
      is_active: true,
      order_pos: 0,
    });
  });

  it('turns a non-numeric order into 0 and requires label and url', async () => {
    const res = await call('POST', '/api/menu/admin', { label: 'A', url: '/a', order_pos: 'abc' });
    expect(res.json().menu.order_pos).toBe(0);
    const missing = await call('POST', '/api/menu/admin', { url: '/a' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/Label is required/);
  });

  it('enforces relative URLs for internal pages and full URLs for external ones', async () => {
    expect(
      (await call('POST', '/api/menu/admin', { label: 'X', url: 'https://x.example', is_external: false }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/menu/admin', { label: 'X', url: '/x', is_external: true })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/menu/admin', { label: 'X', url: 'javascript:alert(1)', is_external: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/menu/admin', { label: 'X', url: 'https://x.example', is_external: true }))
        .statusCode,
    ).toBe(200);
  });

  it('lists all for the admin and only active ones publicly, by order then id', async () => {
    for (const item of [...defaultMenus].reverse()) await call('POST', '/api/menu/admin', item);
    const first = (await call('GET', '/api/menu/admin')).json();
    await call('PUT', `/api/menu/admin/${first[1].id}`, { is_active: false });
    const admin = (await call('GET', '/api/menu/admin')).json();
    expect(admin.map((m: { label: string }) => m.label)).toEqual(defaultMenus.map((m) => m.label));
    const pub = await t.app.inject({ method: 'GET', url: '/api/menu' });
    expect(pub.json().map((m: { label: string }) => m.label)).toEqual(
      defaultMenus.map((m) => m.label).filter((l) => l !== 'Available Land'),
    );
  });

  it('merges a partial update, 404s an unknown id with the spec text', async () => {
    const { menu } = (await call('POST', '/api/menu/admin', { label: 'FAQ', url: '/faq' })).json();
    const res = await call('PUT', `/api/menu/admin/${menu.id}`, { label: 'Questions' });
    expect(res.json().menu).toMatchObject({ label: 'Questions', url: '/faq', is_active: true });
    const missing = await call('PUT', '/api/menu/admin/99999', { label: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: menuMessages.notFound, code: 'not_found' });
    expect((await call('DELETE', `/api/menu/admin/${menu.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/menu/admin/${menu.id}`)).statusCode).toBe(404);
  });

  it('reorders in one transaction: an unknown id changes nothing', async () => {
    const a = (await call('POST', '/api/menu/admin', { label: 'A', url: '/a', order_pos: 1 })).json().menu;
    const b = (await call('POST', '/api/menu/admin', { label: 'B', url: '/b', order_pos: 2 })).json().menu;
    const bad = await call('PUT', '/api/menu/admin/reorder', {
      menus: [
        { id: a.id, order_pos: 5 },
        { id: 99999, order_pos: 1 },
      ],
    });
    expect(bad.statusCode).toBe(404);
    expect(
      (await call('GET', '/api/menu/admin')).json().map((m: { order_pos: number }) => m.order_pos),
    ).toEqual([1, 2]);
    const ok = await call('PUT', '/api/menu/admin/reorder', {
      menus: [
        { id: a.id, order_pos: 2 },
        { id: b.id, order_pos: 1 },
      ],
    });
    expect(ok.json().map((m: { label: string }) => m.label)).toEqual(['B', 'A']);
  });

  it('needs a token for every admin route', async () => {
    for (const [method, url] of [
      ['GET', '/api/menu/admin'],
      ['POST', '/api/menu/admin'],
      ['PUT', '/api/menu/admin/1'],
      ['DELETE', '/api/menu/admin/1'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('serves the public list with an ETag, 304 when unchanged, fresh after a write', async () => {
    await call('POST', '/api/menu/admin', { label: 'Home', url: '/' });
    const first = await t.app.inject({ method: 'GET', url: '/api/menu' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/menu', headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    await call('POST', '/api/menu/admin', { label: 'Blog', url: '/blog' });
    const after = await t.app.inject({ method: 'GET', url: '/api/menu', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(2);
  });

  it('logs each write once, in the same transaction, and a failed write not at all', async () => {
    const count = async () =>
      (
        await t.app.db
          .selectFrom('activity_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('resource', '=', 'menu')
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const { menu } = (await call('POST', '/api/menu/admin', { label: 'L', url: '/l' })).json();
    await call('PUT', `/api/menu/admin/${menu.id}`, { is_active: false });
    await call('PUT', `/api/menu/admin/${menu.id}`, { url: 'https://bad.example' });
    expect(Number(await count())).toBe(before + 2);
    const last = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      action: 'toggle',
      resource: 'menu',
      resource_id: String(menu.id),
      username: 'tester',
    });
  });

  it('logs a reorder and a delete once each, a refused reorder or delete not at all', async () => {
    const entries = async () =>
      t.app.db
        .selectFrom('activity_log')
        .select(['action', 'resource_id', 'summary'])
        .where('resource', '=', 'menu')
        .orderBy('id')
        .execute();
    const { menu } = (await call('POST', '/api/menu/admin', { label: 'L', url: '/l' })).json();
    const before = (await entries()).length;
    await call('PUT', '/api/menu/admin/reorder', { menus: [{ id: 99999, order_pos: 1 }] });
    await call('DELETE', '/api/menu/admin/99999');
    await call('PUT', '/api/menu/admin/reorder', { menus: [{ id: menu.id, order_pos: 3 }] });
    await call('PUT', `/api/menu/admin/${menu.id}`, { label: 'Renamed', url: '/renamed' });
    await call('DELETE', `/api/menu/admin/${menu.id}`);
    expect((await entries()).slice(before)).toEqual([
      { action: 'reorder', resource_id: null, summary: 'Reordered 1 item(s)' },
      { action: 'update', resource_id: String(menu.id), summary: 'Changed: label, url' },
      { action: 'delete', resource_id: String(menu.id), summary: '' },
    ]);
  });
});
