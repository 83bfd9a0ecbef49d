import { orderedContentTypes } from '@land-office/contract';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

/** A valid new record of each ordered type. */
const NEW: Record<string, Record<string, unknown>> = {
  menu: { label: 'Rentals', url: '/rentals' },
  service: { title: 'Parcels', description: 'Land by the sea', icon: 'faHome' },
  hero: {
    title: 'Islands',
    description: 'Your island awaits',
    button_text: 'See land',
    button_url: '/available-land',
  },
  banner: { title: 'Sale', image_url: 'https://images.example.com/sale.png' },
  faq: { question: 'Can I rez?', answer: '<p>Yes.</p>' },
};

const unquoted = (etag: unknown) => String(etag).replace(/^"|"$/g, '');

// Issue "Review findings" §2: every record, list item and settings answer carries its version, the
// one its ETag names, so a client working from a list can send If-Match without reading again.
describeEachDb('versions in answers', (t) => {
  it('covers every ordered type the contract declares', () => {
    expect(orderedContentTypes.map((type) => type.name).sort()).toEqual(Object.keys(NEW).sort());
  });

  for (const type of orderedContentTypes) {
    const path = type.api?.path ?? type.name;
    const key = type.api?.key ?? type.name;
    it(`${type.name}: the record, the admin list and the public list carry updated_at, If-Match works from a list item`, async () => {
      const created = await t.admin('POST', `/api/${path}/admin`, { ...NEW[type.name], is_active: true });
      expect(created.statusCode, created.body).toBe(200);
      const record = created.json()[key];
      expect(record.updated_at).toBe(unquoted(created.headers.etag));

      const read = await t.admin('GET', `/api/${path}/admin/${record.id}`);
      expect(read.json()[key].updated_at).toBe(unquoted(read.headers.etag));
      const listed = (await t.admin('GET', `/api/${path}/admin`))
        .json()
        .find((r: { id: number }) => r.id === record.id);
      expect(listed.updated_at).toBe(record.updated_at);
      const publicItem = (await t.app.inject({ url: `/api/${path}` }))
        .json()
        .find((r: { id: number }) => r.id === record.id);
      expect(publicItem.updated_at).toBe(record.updated_at);

      // The version from the list item, sent back: the save passes; sent again, it is stale (412).
      const send = async (version: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/${path}/admin/${record.id}`,
          headers: { authorization: await t.auth(), 'if-match': `"${version}"` },
          payload: { is_active: false },
        });
      const saved = await send(listed.updated_at);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()[key].updated_at).toBe(unquoted(saved.headers.etag));
      expect((await send(listed.updated_at)).statusCode).toBe(412);
      // A client sending the record back whole, its version with it, is not refused for it.
      const whole = await t.admin('PUT', `/api/${path}/admin/${record.id}`, saved.json()[key]);
      expect(whole.statusCode, whole.body).toBe(200);
    });
  }

  it('settings documents carry their version in every answer, public, admin and saved, and take it back', async () => {
    for (const [publicUrl, adminUrl, putUrl, replyKey] of [
      ['/api/site-settings', '/api/site-settings/admin', '/api/site-settings/admin', 'settings'],
      ['/api/header-settings', '/api/header-settings/admin', '/api/header-settings/admin', 'settings'],
      [
        '/api/header-settings/button',
        '/api/header-settings/admin/button',
        '/api/header-settings/admin/button',
        'button',
      ],
      [
        '/api/available-land-settings',
        '/api/available-land-settings/admin',
        '/api/available-land-settings',
        'settings',
      ],
    ] as const) {
      const admin = await t.admin('GET', adminUrl);
      const version = admin.json().version;
      expect(version, adminUrl).toBe(unquoted(admin.headers.etag));
      expect((await t.app.inject({ url: publicUrl })).json().version, publicUrl).toBe(version);
      // The document read and sent back whole, version and all: saved.
      const whole = await t.app.inject({
        method: 'PUT',
        url: putUrl,
        headers: { authorization: await t.auth(), 'if-match': `"${version}"` },
        payload: admin.json(),
      });
      expect(whole.statusCode, `${putUrl} ${whole.body}`).toBe(200);
      expect(whole.json()[replyKey].version).toBe(unquoted(whole.headers.etag));
    }
  });

  it('support members, the scraper configuration and users carry theirs too', async () => {
    const member = await t.admin('POST', '/api/admin/support', {
      uuid: '6f1e2d3c-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      languages: 'en',
      roles: ['support'],
    });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().version).toBe(unquoted(member.headers.etag));
    const listed = (await t.admin('GET', '/api/admin/support')).json();
    expect(listed.find((m: { id: number }) => m.id === member.json().id).version).toBe(member.json().version);
    expect((await t.app.inject({ url: '/api/support' })).json()[0]).not.toHaveProperty('version');

    const config = await t.admin('GET', '/api/land-scraper/config');
    expect(config.json().version).toBe(unquoted(config.headers.etag));

    const users = (await t.admin('GET', '/api/admin/users')).json() as Array<{ updated_at?: string }>;
    expect(users.every((user) => typeof user.updated_at === 'string')).toBe(true);
  });
});
