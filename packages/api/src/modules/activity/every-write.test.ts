import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../../test-servers/static-server.js';
import { describeEachDb } from '../../test/app.js';

/**
 * Every kind of admin write on main, beyond menus and sign-in (their own suites cover those):
 * a success leaves exactly one entry naming it, a refused write leaves none, and no entry
 * carries the values written.
 */
describeEachDb('activity: one entry per admin write', (t) => {
  type Method = 'POST' | 'PUT' | 'DELETE';
  const call = async (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: await t.auth() } });
  const upload = async (url: string, field: string, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    return t.app.inject({ method: 'POST', url, payload: form, headers: { authorization: await t.auth() } });
  };
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
  const html = Buffer.from('<!doctype html><script>alert(1)</script>');
  const lastId = async () =>
    (await t.app.db.selectFrom('activity_log').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ??
    0;
  const since = (id: number) =>
    t.app.db.selectFrom('activity_log').selectAll().where('id', '>', id).orderBy('id').execute();

  /** Runs a write and answers the entries it left. */
  const logged = async (write: () => Promise<{ statusCode: number }>, status: number) => {
    await t.auth(); // the test's own sign-in is logged once, before the mark
    const mark = await lastId();
    expect((await write()).statusCode).toBe(status);
    return since(mark);
  };

  const SECRET_VALUE = 'Value-That-Must-Not-Be-Logged';

  it('blog: create, update, publish toggle, image upload and delete', async () => {
    const created = await logged(
      () =>
        call('POST', '/api/blog/admin', { title: SECRET_VALUE, slug: 'logged-post', content: '<p>x</p>' }),
      200,
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ resource: 'blog', action: 'create', username: 'tester' });
    const id = created[0]?.resource_id as string;

    const steps: Array<[Method, string, unknown, string]> = [
      ['PUT', `/api/blog/admin/${id}`, { excerpt: SECRET_VALUE }, 'update'],
      ['PUT', `/api/blog/admin/${id}`, { published: true }, 'toggle'],
      ['DELETE', `/api/blog/admin/${id}`, undefined, 'delete'],
    ];
    for (const [method, url, body, action] of steps) {
      const entries = await logged(() => call(method, url, body), 200);
      expect(entries.map((e) => [e.resource, e.action, e.resource_id])).toEqual([['blog', action, id]]);
    }
    const uploaded = await logged(async () => upload('/api/upload/blog', 'image', await png(), 'a.png'), 200);
    expect(uploaded.map((e) => [e.resource, e.action])).toEqual([['blog', 'upload']]);
    expect(JSON.stringify(await since(0))).not.toContain(SECRET_VALUE);
  });

  it('blog: a refused write leaves no entry', async () => {
    await call('POST', '/api/blog/admin', { title: 'Taken', slug: 'taken-slug', content: '<p>x</p>' });
    const refused: Array<[() => Promise<{ statusCode: number }>, number]> = [
      [
        () => call('POST', '/api/blog/admin', { title: 'Again', slug: 'taken-slug', content: '<p>x</p>' }),
        409,
      ],
      [() => call('POST', '/api/blog/admin', { slug: 'no-title', content: '<p>x</p>' }), 400],
      [() => call('PUT', '/api/blog/admin/99999', { title: 'x' }), 404],
      [() => call('DELETE', '/api/blog/admin/99999'), 404],
      [() => upload('/api/upload/blog', 'image', html, 'x.png'), 415],
    ];
    for (const [write, status] of refused) expect(await logged(write, status)).toEqual([]);
  });

  it('an update that asks to change nothing writes nothing and logs nothing', async () => {
    const made = await call('POST', '/api/menu/admin', { label: 'Unchanged', url: '/unchanged' });
    const menu = made.json().menu;
    const blog = await call('POST', '/api/blog/admin', {
      title: 'Same',
      slug: 'same-post',
      content: '<p>x</p>',
    });
    const post = blog.json().post;
    for (const [url, key, before] of [
      [`/api/menu/admin/${menu.id}`, 'menu', menu],
      [`/api/blog/admin/${post.id}`, 'post', post],
    ] as const) {
      const mark = await lastId();
      const res = await call('PUT', url, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()[key]).toEqual(before);
      expect(await since(mark)).toEqual([]);
    }
  });

  it('settings: each of the four saves and the logo upload, under its own resource', async () => {
    const saves: Array<[string, unknown, string]> = [
      ['/api/site-settings/admin', { site_title: SECRET_VALUE }, 'site_settings'],
      ['/api/header-settings/admin', { site_name: SECRET_VALUE }, 'header_settings'],
      ['/api/header-settings/admin/button', { text: SECRET_VALUE }, 'header_button'],
      ['/api/available-land-settings', { page_title: SECRET_VALUE }, 'available_land_settings'],
    ];
    for (const [url, body, resource] of saves) {
      const entries = await logged(() => call('PUT', url, body), 200);
      expect(entries.map((e) => [e.resource, e.action])).toEqual([[resource, 'save']]);
    }
    const logo = await logged(
      async () => upload('/api/header-settings/admin/upload-logo', 'logo', await png(), 'logo.png'),
      200,
    );
    expect(logo.map((e) => [e.resource, e.action])).toEqual([['header_logo', 'upload']]);
    expect(JSON.stringify(await since(0))).not.toContain(SECRET_VALUE);
  });

  it('settings: a refused save or upload leaves no entry', async () => {
    expect(
      await logged(() => call('PUT', '/api/header-settings/admin/button', { color_light: 'nope' }), 400),
    ).toEqual([]);
    expect(await logged(() => call('PUT', '/api/site-settings/admin', { no_such_field: 1 }), 400)).toEqual(
      [],
    );
    expect(
      await logged(() => upload('/api/header-settings/admin/upload-logo', 'logo', html, 'l.png'), 415),
    ).toEqual([]);
  });

  describe('land scraper', () => {
    let fixtures: StaticServer;
    beforeAll(async () => {
      fixtures = await serveFolder(LAND_FIXTURES);
    });
    afterAll(() => fixtures.close());

    it('a config save and a run leave one entry each, a refused config none', async () => {
      const url = `${fixtures.url}/acatech/index.html`;
      const saved = await logged(
        () => call('PUT', '/api/land-scraper/config', { activeScraper: 'acatech', url }),
        200,
      );
      expect(saved.map((e) => [e.resource, e.action, e.resource_id])).toEqual([
        ['land-scraper', 'save', 'acatech'],
      ]);
      const ran = await logged(() => call('POST', '/api/land-scraper/run'), 200);
      expect(ran.map((e) => [e.resource, e.action, e.summary])).toEqual([
        ['land-scraper', 'run', 'acatech: found 21 lands (21 new, 0 back, 0 repriced, 0 gone)'],
      ]);
      const refused = () =>
        call('PUT', '/api/land-scraper/config', { activeScraper: 'acatech', url: 'file:///etc/passwd' });
      expect(await logged(refused, 400)).toEqual([]);
    });
  });
});
