import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createContentTable } from '../../db/migrations/helpers.js';
import { OPENAPI_URL } from '../../plugins/openapi.js';
import { describeEachDb } from '../../test/app.js';

// Issue "One declaration, really" §1: a type that exists only in this file, added the way
// docs/adding-a-content-type.md says (its declaration, its line in the registry, its migration:
// one createContentTable call), gets everything the shared content code gives a type, on both
// databases. Nothing below knows its name except through its declaration.
const { noticeType } = await vi.hoisted(async () => {
  const { defineContentType } = await import('../../../../contract/src/content-type.js');
  const { optionalText, requiredRichText, requiredText } = await import('../../../../contract/src/fields.js');
  const { z } = await import('zod');
  return {
    noticeType: defineContentType({
      name: 'notice',
      table: 'notices',
      adminPath: '/admin/notices',
      nav: { label: 'Notices', after: 'FAQ' },
      label: { one: 'Notice', many: 'Notices', admin: 'Avisos' },
      description: 'Short notices for residents: a headline, its text and an optional region.',
      fields: {
        headline: requiredText('Headline', 120, { list: true }),
        body: requiredRichText('Text', 20_000),
        region: optionalText('Region (optional)', 63, { list: true }),
        urgent: { kind: 'boolean', rule: z.boolean(), default: false, ui: { label: 'Urgent' } },
      },
      ordered: true,
      seasonal: true,
      transfer: { section: 'notices', key: 'headline', unique: false },
      scope: { resource: 'notices', label: 'Notices' },
    }),
  };
});

// The registry line: the declared types and this one.
vi.mock(import('../../../../contract/src/content-types.js'), async (importOriginal) => {
  const registry = await importOriginal();
  const contentTypes = [...registry.contentTypes, noticeType] as unknown as typeof registry.contentTypes;
  return {
    ...registry,
    contentTypes,
    orderedContentTypes: contentTypes.filter((type) => type.ordered),
    contentTypeNamed: (name: string) => contentTypes.find((type) => type.name === name),
  };
});

describeEachDb('a content type declared in a test, and nothing else', (t) => {
  type Notice = { id: number; headline: string; order_pos: number; updated_at: string };
  const create = async (notice: Record<string, unknown>): Promise<Notice> => {
    const res = await t.admin('POST', '/api/notice/admin', notice);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().notice;
  };
  const shown = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/notice' })).json() as Notice[]).map(
      (notice) => notice.headline,
    );

  // The migration.
  beforeAll(() => createContentTable(t.app.db, noticeType, ['headline', 'body', 'region', 'urgent']));
  beforeEach(async () => {
    await t.app.db.deleteFrom('notices' as 'faqs').execute();
  });

  it('creates with its defaults, sanitised, lists and refuses as declared, writing nothing refused', async () => {
    const res = await t.admin('POST', '/api/notice/admin', {
      headline: '  Sim restart at noon  ',
      body: '<p onclick="x()">Back soon<script>alert(1)</script></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notice).toEqual({
      id: expect.any(Number),
      updated_at: expect.any(String),
      headline: 'Sim restart at noon',
      body: '<p>Back soon</p>',
      region: null,
      urgent: false,
      is_active: true,
      order_pos: 0,
      active_from: null,
      active_until: null,
    });
    for (const [body, field, code] of [
      [{ body: '<p>No headline</p>' }, 'headline', 'required'],
      [{ headline: 'x'.repeat(121), body: '<p>a</p>' }, 'headline', 'too_long'],
      [{ headline: 'H', body: '<p>a</p>', region: 'r'.repeat(64) }, 'region', 'too_long'],
      [
        {
          headline: 'H',
          body: '<p>a</p>',
          active_from: '2027-01-02T00:00:00.000Z',
          active_until: '2027-01-01T00:00:00.000Z',
        },
        'active_until',
        'validation',
      ],
    ] as const) {
      const refused = await t.admin('POST', '/api/notice/admin', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({ code, field });
    }
    const list = (await t.admin('GET', '/api/notice/admin')).json();
    expect(list.map((notice: Notice) => notice.headline)).toEqual(['Sim restart at noon']);
  });

  it('updates with If-Match, reorders, and serves the active ones publicly in order', async () => {
    const first = await create({ headline: 'First', body: '<p>1</p>', order_pos: 1 });
    const second = await create({ headline: 'Second', body: '<p>2</p>', order_pos: 2 });
    await create({ headline: 'Hidden', body: '<p>3</p>', is_active: false });
    expect(await shown()).toEqual(['First', 'Second']);

    const read = await t.admin('GET', `/api/notice/admin/${first.id}`);
    const version = read.headers.etag as string;
    const write = async (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/notice/admin/${first.id}`,
        payload,
        headers: { authorization: await t.auth(), 'if-match': version },
      });
    const updated = await write({ urgent: true });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().notice).toMatchObject({ headline: 'First', urgent: true });
    const stale = await write({ region: 'Bay' });
    expect(stale.statusCode).toBe(412);

    const reorder = await t.admin('PUT', '/api/notice/admin/reorder', {
      items: [
        { id: first.id, order_pos: 2 },
        { id: second.id, order_pos: 1 },
      ],
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect(await shown()).toEqual(['Second', 'First']);
    // The public list is cached under its scope, which each write drops.
    const etag = (await t.app.inject({ method: 'GET', url: '/api/notice' })).headers.etag as string;
    const again = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/notice', headers });
    expect((await again({ 'if-none-match': etag })).statusCode).toBe(304);
    await t.admin('PUT', `/api/notice/admin/${second.id}`, { headline: 'Second, edited' });
    expect((await again({ 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('deletes to the trash, restores from it, and keeps revisions that restore', async () => {
    const notice = await create({ headline: 'Tier rises in March', body: '<p>Yes.</p>' });
    await t.admin('PUT', `/api/notice/admin/${notice.id}`, { headline: 'Tier rises in April' });
    expect((await t.admin('DELETE', `/api/notice/admin/${notice.id}`)).statusCode).toBe(200);
    const gone = await t.admin('GET', `/api/notice/admin/${notice.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Notice not found');

    const trash = (await t.admin('GET', '/api/admin/trash?resource=notice')).json();
    expect(trash.items).toEqual([
      expect.objectContaining({ resource: 'notice', id: notice.id, title: 'Tier rises in April' }),
    ]);
    const untrash = await t.admin('POST', `/api/admin/trash/notice/${notice.id}/restore`);
    expect(untrash.statusCode, untrash.body).toBe(200);
    expect(await shown()).toEqual(['Tier rises in April']);

    const revisions = (await t.admin('GET', `/api/admin/revisions?resource=notice&id=${notice.id}`)).json();
    const created = revisions.revisions.find((revision: { action: string }) => revision.action === 'create');
    expect(created).toBeDefined();
    const restored = await t.admin('POST', `/api/admin/revisions/${created.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ headline: 'Tier rises in March' });
    expect(await shown()).toEqual(['Tier rises in March']);
  });

  it('has its token scopes: read lists, only write creates', async () => {
    const token = async (scopes: string[]) => {
      const res = await t.admin('POST', '/api/admin/tokens', { name: `notices ${scopes}`, scopes });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token as string;
    };
    const as = (bearer: string, method: 'GET' | 'POST', payload?: object) =>
      t.app.inject({
        method,
        url: '/api/notice/admin',
        payload,
        headers: { authorization: `Bearer ${bearer}` },
      });
    const reader = await token(['notices:read']);
    const writer = await token(['notices:write']);
    const other = await token(['faq:write']);
    expect((await as(reader, 'GET')).statusCode).toBe(200);
    expect((await as(reader, 'POST', { headline: 'H', body: '<p>b</p>' })).statusCode).toBe(403);
    expect((await as(other, 'GET')).statusCode).toBe(403);
    expect((await as(writer, 'POST', { headline: 'H', body: '<p>b</p>' })).statusCode).toBe(200);
  });

  it('is exported, logged and documented under its declared names', async () => {
    const notice = await create({ headline: 'Market day', body: '<p>Saturday</p>', region: 'Bay' });
    const exported = (await t.admin('GET', '/api/admin/content/export')).json();
    expect(exported.notices).toEqual([
      expect.objectContaining({ headline: 'Market day', body: '<p>Saturday</p>', region: 'Bay' }),
    ]);
    const activity = (await t.admin('GET', '/api/admin/activity?resource=notice')).json();
    expect(activity.entries[0]).toMatchObject({
      resource: 'notice',
      action: 'create',
      resource_id: String(notice.id),
    });
    const spec = (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();
    expect(spec.tags).toContainEqual({ name: 'Notices', description: noticeType.description });
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/notice', '/api/notice/admin', '/api/notice/admin/{id}']),
    );
  });
});
