import { type Service, serviceMessages } from '@land-office/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

const tile = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `${title} for every parcel`,
  icon: 'faHome',
  ...extra,
});

describeEachDb('services', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: await t.auth() } });
  const create = async (title: string, extra: Record<string, unknown> = {}) =>
    (await call('POST', '/api/service/admin', tile(title, extra))).json().service as Service;
  const titles = (rows: Service[]) => rows.map((s) => s.title);
  const adminList = async () => (await call('GET', '/api/service/admin')).json() as Service[];

  beforeEach(async () => {
    await t.app.db.deleteFrom('services').execute();
  });

  it('creates a service with the defaults and answers { service }', async () => {
    const res = await call('POST', '/api/service/admin', tile('Land Rental'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      service: {
        id: expect.any(Number),
        updated_at: expect.any(String),
        title: 'Land Rental',
        description: 'Land Rental for every parcel',
        icon: 'faHome',
        link_url: null,
        is_external: false,
        is_active: true,
        order_pos: 0,
        active_from: null,
        active_until: null,
      },
    });
    expect((await call('GET', `/api/service/admin/${res.json().service.id}`)).json()).toEqual(res.json());
  });

  it('requires title, description and icon, each named in the error', async () => {
    for (const [field, message] of [
      ['title', /Title is required/],
      ['description', /Description is required/],
      ['icon', /Icon is required/],
    ] as const) {
      const body: Record<string, unknown> = tile('X');
      delete body[field];
      const res = await call('POST', '/api/service/admin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      const blank = await call('POST', '/api/service/admin', { ...tile('X'), [field]: '   ' });
      expect(blank.statusCode).toBe(400);
    }
    expect(await adminList()).toEqual([]);
  });

  it('accepts only Font Awesome icon names', async () => {
    for (const icon of ['home', 'fa-home', '<svg onload=x>', 'faHome; drop'])
      expect((await call('POST', '/api/service/admin', tile('X', { icon }))).statusCode).toBe(400);
    expect((await create('Y', { icon: 'faMapLocationDot' })).icon).toBe('faMapLocationDot');
  });

  it('turns a non-numeric order into 0 and keeps a numeric string as its number', async () => {
    expect((await create('A', { order_pos: 'abc' })).order_pos).toBe(0);
    expect((await create('B', { order_pos: '7' })).order_pos).toBe(7);
    const b = (await adminList()).find((s) => s.title === 'B') as Service;
    const res = await call('PUT', `/api/service/admin/${b.id}`, { order_pos: 'x' });
    expect(res.json().service.order_pos).toBe(0);
  });

  it('takes an optional link: site-relative inside, http(s) outside, never a script', async () => {
    expect((await create('Internal', { link_url: '/available-land' })).link_url).toBe('/available-land');
    expect((await create('Blank', { link_url: '' })).link_url).toBeNull();
    const ext = await create('Ext', { link_url: 'https://market.example/land', is_external: true });
    expect(ext).toMatchObject({ link_url: 'https://market.example/land', is_external: true });
    for (const bad of [
      { link_url: 'https://x.example', is_external: false },
      { link_url: '/x', is_external: true },
      { link_url: 'javascript:alert(1)', is_external: true },
      { link_url: 'javascript:alert(1)', is_external: false },
      { link_url: '//evil.example', is_external: false },
      { link_url: 'data:text/html,x', is_external: true },
    ]) {
      const res = await call('POST', '/api/service/admin', tile('Bad', bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toMatch(/^link_url: /);
    }
    // The rule holds on the merged record: flipping the flag alone cannot leave a wrong link.
    const flip = await call('PUT', `/api/service/admin/${ext.id}`, { is_external: false });
    expect(flip.statusCode).toBe(400);
    expect((await call('GET', `/api/service/admin/${ext.id}`)).json().service.is_external).toBe(true);
  });

  it('refuses unknown fields and a wrong type with 400', async () => {
    expect((await call('POST', '/api/service/admin', tile('X', { colour: 'red' }))).statusCode).toBe(400);
    expect((await call('POST', '/api/service/admin', tile('X', { is_active: 'yes' }))).statusCode).toBe(400);
  });

  it('lists all for the admin and only active ones publicly, by order then id', async () => {
    const c = await create('C', { order_pos: 2 });
    await create('A', { order_pos: 1 });
    await create('B', { order_pos: 2 });
    await create('Hidden', { order_pos: 0, is_active: false });
    expect(titles(await adminList())).toEqual(['Hidden', 'A', 'C', 'B']);
    const pub = await t.app.inject({ method: 'GET', url: '/api/service' });
    expect(pub.statusCode).toBe(200);
    expect(titles(pub.json())).toEqual(['A', 'C', 'B']);
    await call('PUT', `/api/service/admin/${c.id}`, { is_active: false });
    expect(titles((await t.app.inject({ method: 'GET', url: '/api/service' })).json())).toEqual(['A', 'B']);
  });

  it('merges a partial update, toggles alone, 404s an unknown id with the spec text', async () => {
    const s = await create('Support', { link_url: '/support' });
    const res = await call('PUT', `/api/service/admin/${s.id}`, { title: 'Help', id: 12345 });
    // Saved: a new version (updated_at), the rest as sent.
    expect(res.json().service).toEqual({ ...s, title: 'Help', updated_at: expect.any(String) });
    const off = await call('PUT', `/api/service/admin/${s.id}`, { is_active: false });
    expect(off.json().service).toEqual({
      ...s,
      title: 'Help',
      is_active: false,
      updated_at: expect.any(String),
    });
    for (const [method, url] of [
      ['GET', '/api/service/admin/99999'],
      ['PUT', '/api/service/admin/99999'],
      ['DELETE', '/api/service/admin/99999'],
    ] as const) {
      const missing = await call(method, url, method === 'PUT' ? { title: 'x' } : undefined);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: serviceMessages.notFound, code: 'not_found' });
    }
    expect((await call('DELETE', `/api/service/admin/${s.id}`)).statusCode).toBe(200);
    expect(await adminList()).toEqual([]);
  });

  it('reorders in one transaction: a bad id or body changes nothing', async () => {
    const a = await create('A', { order_pos: 1 });
    const b = await create('B', { order_pos: 2 });
    const c = await create('C', { order_pos: 3 });
    const before = await adminList();
    const bad = await call('PUT', '/api/service/admin/reorder', {
      services: [
        { id: c.id, order_pos: 1 },
        { id: a.id, order_pos: 2 },
        { id: 99999, order_pos: 3 },
      ],
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error).toMatch(serviceMessages.notFound);
    expect(await adminList()).toEqual(before);
    for (const body of [
      { services: [] },
      { items: [{ id: a.id, order_pos: 1 }] },
      { services: [{ id: a.id }] },
    ])
      expect((await call('PUT', '/api/service/admin/reorder', body)).statusCode).toBe(400);
    const ok = await call('PUT', '/api/service/admin/reorder', {
      services: [
        { id: c.id, order_pos: 1 },
        { id: a.id, order_pos: 2 },
        { id: b.id, order_pos: 3 },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(titles(ok.json())).toEqual(['C', 'A', 'B']);
    expect(titles((await t.app.inject({ method: 'GET', url: '/api/service' })).json())).toEqual([
      'C',
      'A',
      'B',
    ]);
  });

  it('needs a token for every admin route', async () => {
    for (const [method, url] of [
      ['GET', '/api/service/admin'],
      ['GET', '/api/service/admin/1'],
      ['POST', '/api/service/admin'],
      ['PUT', '/api/service/admin/1'],
      ['PUT', '/api/service/admin/reorder'],
      ['DELETE', '/api/service/admin/1'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('serves the public list with an ETag, 304 when unchanged, fresh after a reorder', async () => {
    const a = await create('A', { order_pos: 1 });
    const b = await create('B', { order_pos: 2 });
    const first = await t.app.inject({ method: 'GET', url: '/api/service' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/service',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await call('PUT', '/api/service/admin/reorder', {
      services: [
        { id: b.id, order_pos: 1 },
        { id: a.id, order_pos: 2 },
      ],
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/service',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(titles(after.json())).toEqual(['B', 'A']);
  });

  it('logs each write once with its action, and a refused write not at all', async () => {
    const entries = async () =>
      t.app.db
        .selectFrom('activity_log')
        .select(['action', 'resource_id'])
        .where('resource', '=', 'service')
        .orderBy('id')
        .execute();
    const before = (await entries()).length;
    const s = await create('Logged');
    await call('POST', '/api/service/admin', tile('Bad', { link_url: 'javascript:x' }));
    await call('PUT', `/api/service/admin/${s.id}`, { is_active: false });
    await call('PUT', `/api/service/admin/${s.id}`, { title: 'Renamed' });
    await call('PUT', '/api/service/admin/reorder', { services: [{ id: 99999, order_pos: 1 }] });
    await call('PUT', '/api/service/admin/reorder', { services: [{ id: s.id, order_pos: 4 }] });
    await call('DELETE', `/api/service/admin/${s.id}`);
    const id = String(s.id);
    expect((await entries()).slice(before)).toEqual([
      { action: 'create', resource_id: id },
      { action: 'toggle', resource_id: id },
      { action: 'update', resource_id: id },
      { action: 'reorder', resource_id: null },
      { action: 'delete', resource_id: id },
    ]);
  });
});
