import { CONTENT_FORMAT, contentSections } from '@land-office/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, startTestApp } from '../../test/app.js';

const MEMBER = '8d58ead7-e1fa-4f74-ba98-1df6fb8695b3';

describeEachDb('content export and import', (t) => {
  let target: Awaited<ReturnType<typeof startTestApp>>;
  const call = async (
    app: typeof t.app,
    auth: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => app.inject({ method, url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  const onSource = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(t.app, await t.auth(), method, url, payload);
  const onTarget = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(target.app, await target.auth(), method, url, payload);
  const targetRows = async () => ({
    posts: await target.app.db.selectFrom('blog_posts').selectAll().execute(),
    menus: await target.app.db.selectFrom('menu_items').selectAll().execute(),
    members: await target.app.db.selectFrom('support_members').selectAll().execute(),
    settings: await target.app.db.selectFrom('settings').selectAll().execute(),
  });
  const importActivity = async () =>
    target.app.db.selectFrom('activity_log').selectAll().where('action', '=', 'import').execute();

  beforeAll(async () => {
    target = await startTestApp(t.dialect);
    const post = await onSource('POST', '/api/blog/admin', {
      title: 'Island sale',
      slug: 'island-sale',
      excerpt: 'Big news',
      content: '<h2>Sale</h2><p>Half price</p>',
      published: true,
    });
    expect(post.statusCode).toBe(200);
    const menu = await onSource('POST', '/api/menu/admin', { label: 'News', url: '/news', order_pos: 3 });
    expect(menu.statusCode).toBe(200);
    const service = await onSource('POST', '/api/service/admin', {
      title: 'Land rental',
      description: 'Parcels by the sea',
      icon: 'faHome',
      link_url: '/available-land',
    });
    expect(service.statusCode).toBe(200);
    const hero = await onSource('POST', '/api/hero/admin', {
      title: 'Own a piece of the sea',
      description: 'Waterfront parcels',
      button_text: 'See land',
      button_url: '/available-land',
    });
    expect(hero.statusCode).toBe(200);
    const banner = await onSource('POST', '/api/banner/admin', {
      image_url: 'https://cdn.example.com/bay.png',
      alt_text: 'The bay',
    });
    expect(banner.statusCode).toBe(200);
    const site = await onSource('PUT', '/api/site-settings/admin', {
      site_title: 'Bay Estates',
      site_language: 'pt-BR',
    });
    expect(site.statusCode).toBe(200);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('support_members')
      .values({
        uuid: MEMBER,
        email: 'ann@example.com',
        languages: 'en,pt',
        roles: 'support,sales',
        is_active: true,
        status: 'online',
        profile_status: 'found',
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(async () => target?.stop());

  it('exports all content as one JSON download, members without e-mails unless asked', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/content/export' })).statusCode).toBe(401);
    const res = await onSource('GET', '/api/admin/content/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="land-office-content-\d{4}-\d\d-\d\d\.json"$/,
    );
    const file = res.json();
    expect(file.format).toBe(CONTENT_FORMAT);
    expect(file.blog_posts).toEqual([
      {
        title: 'Island sale',
        slug: 'island-sale',
        excerpt: 'Big news',
        content: '<h2>Sale</h2><p>Half price</p>',
        image_url: null,
        published: true,
        publish_at: null,
        meta_title: null,
        meta_description: null,
        og_image_url: null,
        canonical_url: null,
        noindex: false,
      },
    ]);
    expect(file.menu_items).toEqual([
      { label: 'News', url: '/news', is_external: false, is_active: true, order_pos: 3 },
    ]);
    expect(file.services).toEqual([
      {
        title: 'Land rental',
        description: 'Parcels by the sea',
        icon: 'faHome',
        link_url: '/available-land',
        is_external: false,
        is_active: true,
        order_pos: 0,
        active_from: null,
        active_until: null,
      },
    ]);
    expect(file.support_members).toEqual([
      { uuid: MEMBER, languages: 'en,pt', roles: ['support', 'sales'], is_active: true },
    ]);
    expect(file.settings.site).toMatchObject({ site_title: 'Bay Estates', site_language: 'pt-BR' });
    const withEmails = (await onSource('GET', '/api/admin/content/export?emails=true')).json();
    expect(withEmails.support_members[0].email).toBe('ann@example.com');
  });

  it('previews an import without writing, then imports it in one go and logs it once', async () => {
    const file = (await onSource('GET', '/api/admin/content/export?emails=true')).json();
    await onTarget('POST', '/api/menu/admin', { label: 'News', url: '/old-news' });
    const preview = await onTarget('POST', '/api/admin/content/import/preview', file);
    expect(preview.statusCode).toBe(200);
    // The sections that do something (a type the file has no items of is an empty section).
    const acting = (sections: Array<{ create: string[]; replace: string[] }>) =>
      sections.filter((s) => s.create.length + s.replace.length > 0);
    expect(acting(preview.json().sections)).toEqual([
      { section: 'blog_posts', create: ['island-sale'], replace: [] },
      { section: 'menu_items', create: [], replace: ['News'] },
      { section: 'services', create: ['Land rental'], replace: [] },
      { section: 'heroes', create: ['Own a piece of the sea'], replace: [] },
      { section: 'banners', create: ['https://cdn.example.com/bay.png'], replace: [] },
      { section: 'support_members', create: [MEMBER], replace: [] },
      { section: 'settings', create: ['site'], replace: [] },
    ]);
    expect((await targetRows()).posts).toEqual([]);

    const imported = await onTarget('POST', '/api/admin/content/import', file);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual(preview.json());
    const exported = (await onTarget('GET', '/api/admin/content/export?emails=true')).json();
    for (const section of contentSections) expect(exported[section]).toEqual(file[section]);
    expect(await importActivity()).toHaveLength(1);
    expect((await target.app.inject({ method: 'GET', url: '/api/blog/slug/island-sale' })).statusCode).toBe(
      200,
    );
    expect((await target.app.inject({ method: 'GET', url: '/api/site-settings' })).json()).toMatchObject({
      site_title: 'Bay Estates',
      site_language: 'pt-BR',
    });

    // Again: everything is now a replacement, nothing is duplicated.
    const again = (await onTarget('POST', '/api/admin/content/import', file)).json();
    expect(again.sections.every((s: { create: string[] }) => s.create.length === 0)).toBe(true);
    expect((await targetRows()).posts).toHaveLength(1);
  });

  it("keeps a member's e-mail when the file was exported without e-mails", async () => {
    const file = (await onSource('GET', '/api/admin/content/export')).json();
    expect(
      (
        await onTarget('POST', '/api/admin/content/import', {
          format: file.format,
          support_members: file.support_members,
        })
      ).statusCode,
    ).toBe(200);
    expect((await targetRows()).members[0]?.email).toBe('ann@example.com');
  });

  it('imports site settings exported before the website language existed as English', async () => {
    await onTarget('PUT', '/api/site-settings/admin', { site_language: 'pt-BR' });
    const older = {
      format: CONTENT_FORMAT,
      settings: { site: { site_title: 'Old Bay', default_theme: 'dark' } },
    };
    expect((await onTarget('POST', '/api/admin/content/import', older)).statusCode).toBe(200);
    expect((await target.app.inject({ method: 'GET', url: '/api/site-settings' })).json()).toMatchObject({
      site_title: 'Old Bay',
      default_theme: 'dark',
      site_language: 'en',
    });
  });

  it('keeps a revision of each record an import writes, so a replaced post can be restored', async () => {
    const post = (
      await onTarget('POST', '/api/blog/admin', {
        title: 'Harbour news',
        slug: 'harbour-news',
        content: '<p>Old</p>',
      })
    ).json().post;
    const imported = await onTarget('POST', '/api/admin/content/import', {
      format: CONTENT_FORMAT,
      blog_posts: [
        { title: 'Harbour news', slug: 'harbour-news', excerpt: '', content: '<p>New</p>', published: true },
      ],
      support_members: [
        { uuid: '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5', languages: 'en', roles: [], is_active: true },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const versions = (await onTarget('GET', `/api/admin/revisions?resource=blog&id=${post.id}`)).json()
      .revisions;
    expect(versions.map((r: { action: string; summary: string }) => [r.action, r.summary])).toEqual([
      ['update', 'Changed: content, published'],
      ['create', ''],
    ]);
    const member = (await targetRows()).members.find(
      (m) => m.uuid === '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5',
    );
    const memberVersions = (
      await onTarget('GET', `/api/admin/revisions?resource=support&id=${member?.id}`)
    ).json();
    expect(memberVersions.revisions.map((r: { action: string }) => r.action)).toEqual(['create']);
    // The post as it was before the import comes back.
    expect((await onTarget('POST', `/api/admin/revisions/${versions[1].id}/restore`)).statusCode).toBe(200);
    expect((await onTarget('GET', `/api/blog/admin/${post.id}`)).json().post.content).toBe('<p>Old</p>');
  });

  it('sanitises imported rich text like any write', async () => {
    const res = await onTarget('POST', '/api/admin/content/import', {
      format: CONTENT_FORMAT,
      blog_posts: [
        {
          title: 'Hostile',
          slug: 'hostile',
          content:
            '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
          published: false,
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const post = (await targetRows()).posts.find((p) => p.slug === 'hostile');
    expect(post?.content).toContain('Hi');
    expect(post?.content).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('imports menu items that share a label: the n-th replaces the n-th existing one, the rest are created', async () => {
    const home = (url: string, order_pos: number) => ({ label: 'Home', url, order_pos });
    const existing: number[] = [];
    for (const item of [home('/a', 11), home('/b', 12)])
      existing.push((await onTarget('POST', '/api/menu/admin', item)).json().menu.id);
    const file = { format: CONTENT_FORMAT, menu_items: [home('/x', 11), home('/y', 12), home('/z', 13)] };
    const preview = await onTarget('POST', '/api/admin/content/import/preview', file);
    expect(preview.json().sections).toEqual([
      { section: 'menu_items', create: ['Home'], replace: ['Home', 'Home'] },
    ]);
    expect((await onTarget('POST', '/api/admin/content/import', file)).statusCode).toBe(200);
    const homes = (await targetRows()).menus.filter((m) => m.label === 'Home').sort((a, b) => a.id - b.id);
    expect(homes.map((m) => [m.url, existing.includes(m.id)])).toEqual([
      ['/x', true],
      ['/y', true],
      ['/z', false],
    ]);
  });

  it('refuses a bad file with a clear error and writes nothing of it', async () => {
    const before = await targetRows();
    const activity = (await importActivity()).length;
    const good = { title: 'Fine', slug: 'fine', content: '<p>ok</p>', published: true };
    const cases: [unknown, RegExp][] = [
      [{ format: 'wordpress', blog_posts: [good] }, /format must be "land-office-content\/1"/],
      [[1, 2, 3], /.+/],
      [{ format: CONTENT_FORMAT, blog_posts: [good, { ...good, title: '' }] }, /Title is required/],
      [{ format: CONTENT_FORMAT, blog_posts: [good, good] }, /blog_posts: "fine" appears more than once/],
      [
        { format: CONTENT_FORMAT, blog_posts: [{ ...good, image_url: 'javascript:alert(1)' }] },
        /Image URL must be an http\(s\) URL/,
      ],
      [
        {
          format: CONTENT_FORMAT,
          blog_posts: [good],
          menu_items: [{ label: 'Evil', url: 'javascript:alert(1)' }],
        },
        /menu_items "Evil": url/,
      ],
      [
        {
          format: CONTENT_FORMAT,
          services: [{ title: 'Evil', description: 'x', icon: 'faHome', link_url: 'javascript:alert(1)' }],
        },
        /services "Evil": /,
      ],
      [
        { format: CONTENT_FORMAT, settings: { site: { site_title: 'x', surprise: 1 } } },
        /settings.site: Unrecognized key: "surprise"/,
      ],
      [
        { format: CONTENT_FORMAT, settings: { site: { site_title: 'x', site_language: 'fr' } } },
        /settings.site.site_language: must be en or pt-BR/,
      ],
      [{ format: CONTENT_FORMAT, comments: [] }, /Unrecognized key: "comments"/],
    ];
    for (const [file, message] of cases) {
      for (const url of ['/api/admin/content/import/preview', '/api/admin/content/import']) {
        const res = await onTarget('POST', url, file);
        expect(res.statusCode, JSON.stringify(file)).toBe(400);
        expect(res.json().error).toMatch(message);
      }
    }
    const huge = { format: CONTENT_FORMAT, blog_posts: [{ ...good, content: 'x'.repeat(21 * 1024 * 1024) }] };
    expect((await onTarget('POST', '/api/admin/content/import', huge)).statusCode).toBe(413);
    expect(await targetRows()).toEqual(before);
    expect(await importActivity()).toHaveLength(activity);
  });
});
