import { heroDefaults, heroMessages } from '@land-office/contract';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

const minimal = {
  title: 'Own your island',
  description: 'Private regions with full estate rights.',
  button_text: 'See lands',
  button_url: '/available-land',
};

describeEachDb('hero sections', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: await t.auth() } });
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/hero/admin', { ...minimal, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().hero as { id: number; title: string };
  };

  beforeEach(async () => {
    await t.app.db.deleteFrom('heroes').execute();
  });

  it('creates a hero with the spec defaults and answers { hero }', async () => {
    const res = await call('POST', '/api/hero/admin', minimal);
    expect(res.json()).toEqual({
      hero: {
        id: expect.any(Number),
        updated_at: expect.any(String),
        ...minimal,
        title_color: heroDefaults.title_color,
        button_color: heroDefaults.button_color,
        is_external: false,
        open_new_tab: false,
        is_active: true,
        order_pos: 0,
        active_from: null,
        active_until: null,
      },
    });
    expect(heroDefaults).toEqual({ title_color: '#000000', button_color: '#ffd700' });
  });

  it('requires title, description, button text and button URL, each named in the error', async () => {
    for (const [field, message] of [
      ['title', 'Title is required'],
      ['description', 'Description is required'],
      ['button_text', 'Button text is required'],
      ['button_url', 'Button URL is required'],
    ] as const) {
      for (const value of [undefined, '   ']) {
        const res = await call('POST', '/api/hero/admin', { ...minimal, [field]: value });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error, field).toContain(message);
      }
    }
    expect((await call('GET', '/api/hero/admin')).json()).toEqual([]);
  });

  it('takes colours as #rgb or #rrggbb (stored lower-case) and refuses anything else', async () => {
    const hero = await create({ title_color: '#FFF', button_color: '#3B82F6' });
    expect(hero).toMatchObject({ title_color: '#fff', button_color: '#3b82f6' });
    for (const colour of ['red', '#12345', 'url(x)', '#ffd700;background:url(x)', '']) {
      const res = await call('POST', '/api/hero/admin', { ...minimal, button_color: colour });
      expect(res.statusCode, colour).toBe(400);
    }
  });

  it('checks the button URL against its Internal/External flag; non-numeric order becomes 0', async () => {
    expect(
      (await call('POST', '/api/hero/admin', { ...minimal, button_url: 'https://x.example' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/hero/admin', {
          ...minimal,
          button_url: 'javascript:alert(1)',
          is_external: true,
        })
      ).statusCode,
    ).toBe(400);
    const external = await create({ button_url: 'https://x.example', is_external: true, open_new_tab: true });
    expect(external).toMatchObject({ is_external: true, open_new_tab: true });
    expect(await create({ order_pos: 'top' })).toMatchObject({ order_pos: 0 });
  });

  it('merges a partial update, checks the merged hero, and 404s with the spec text', async () => {
    const hero = await create();
    const res = await call('PUT', `/api/hero/admin/${hero.id}`, { is_active: false, title_color: '#ffffff' });
    expect(res.json().hero).toMatchObject({ ...minimal, is_active: false, title_color: '#ffffff' });
    expect((await call('PUT', `/api/hero/admin/${hero.id}`, { is_external: true })).statusCode).toBe(400);
    expect((await call('PUT', `/api/hero/admin/${hero.id}`, { title: '' })).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/hero/admin/99999'],
      ['PUT', '/api/hero/admin/99999'],
      ['DELETE', '/api/hero/admin/99999'],
    ] as const) {
      const missing = await call(method, url, method === 'PUT' ? { title: 'x' } : undefined);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: heroMessages.notFound, code: 'not_found' });
    }
    expect((await call('DELETE', `/api/hero/admin/${hero.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/hero/admin/${hero.id}`)).statusCode).toBe(404);
  });

  it('lists all for the admin and only active ones publicly, by order then id, cached with an ETag', async () => {
    const second = await create({ title: 'Second', order_pos: 2 });
    await create({ title: 'First', order_pos: 1 });
    const off = await create({ title: 'Off', order_pos: 0 });
    await call('PUT', `/api/hero/admin/${off.id}`, { is_active: false });
    const names = (rows: Array<{ title: string }>) => rows.map((h) => h.title);
    expect(names((await call('GET', '/api/hero/admin')).json())).toEqual(['Off', 'First', 'Second']);
    const pub = await t.app.inject({ method: 'GET', url: '/api/hero' });
    expect(names(pub.json())).toEqual(['First', 'Second']);
    const etag = pub.headers.etag as string;
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/hero',
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    await call('PUT', `/api/hero/admin/${second.id}`, { order_pos: 0 });
    const fresh = await t.app.inject({ method: 'GET', url: '/api/hero', headers: { 'if-none-match': etag } });
    expect(names(fresh.json())).toEqual(['Second', 'First']);
  });

  it('needs a token for every admin route and logs each write once', async () => {
    for (const [method, url] of [
      ['GET', '/api/hero/admin'],
      ['POST', '/api/hero/admin'],
      ['PUT', '/api/hero/admin/1'],
      ['DELETE', '/api/hero/admin/1'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
    const entries = async () =>
      t.app.db
        .selectFrom('activity_log')
        .select('action')
        .where('resource', '=', 'hero')
        .orderBy('id')
        .execute();
    const before = (await entries()).length;
    const hero = await create();
    await call('PUT', `/api/hero/admin/${hero.id}`, { is_active: false });
    await call('PUT', `/api/hero/admin/${hero.id}`, { button_color: 'gold' });
    await call('PUT', `/api/hero/admin/${hero.id}`, { title: 'Renamed' });
    await call('DELETE', `/api/hero/admin/${hero.id}`);
    expect((await entries()).slice(before).map((e) => e.action)).toEqual([
      'create',
      'toggle',
      'update',
      'delete',
    ]);
  });
});
