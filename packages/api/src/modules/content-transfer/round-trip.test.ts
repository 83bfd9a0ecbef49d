import { CONTENT_FORMAT } from '@land-office/contract';
import { describe, expect, inject, it } from 'vitest';
import { startTestApp } from '../../test/app.js';
import { generateContent } from '../../test/generate-content.js';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

async function call(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: await t.auth() },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(
    res.statusCode,
    `${method} ${url} ${JSON.stringify(payload)?.slice(0, 300)} → ${res.body.slice(0, 300)}`,
  ).toBe(200);
  return res.json();
}

/** The export, less its time: what must come back the same. */
async function exported(t: TestApp) {
  const { exported_at: _at, ...file } = await call(t, 'GET', '/api/admin/content/export?emails=true');
  return file;
}

/** Writes generated content the ways a client can: the create and settings routes, and one import for the bulk. */
async function fill(t: TestApp, content: ReturnType<typeof generateContent>) {
  const routes = [
    ['/api/menu/admin', content.menuItems],
    ['/api/service/admin', content.services],
    ['/api/hero/admin', content.heroes],
    ['/api/banner/admin', content.banners],
    ['/api/blog/admin', content.posts.slice(0, 10)],
  ] as const;
  for (const [url, items] of routes) for (const item of items) await call(t, 'POST', url, item);
  const { site, header, header_button, available_land_page } = content.settings;
  await call(t, 'PUT', '/api/site-settings/admin', site);
  await call(t, 'PUT', '/api/header-settings/admin', header);
  await call(t, 'PUT', '/api/header-settings/admin/button', header_button);
  await call(t, 'PUT', '/api/available-land-settings', available_land_page);
  // Members by import: the roster's create route would look each avatar up on the web.
  await call(t, 'POST', '/api/admin/content/import', {
    format: CONTENT_FORMAT,
    blog_posts: content.posts.slice(10),
    support_members: content.members,
  });
}

const cases = [
  { seed: 1, posts: 1000 },
  { seed: 2, posts: 12 },
  { seed: 3, posts: 12 },
  { seed: 4, posts: 12 },
];

for (const dialect of ['sqlite', 'postgres'] as const) {
  const skip = dialect === 'postgres' && !inject('postgres');
  (skip ? describe.skip : describe)(`content export → import → export [${dialect}]`, () => {
    it.each(cases)(
      'seed $seed ($posts posts, repeated labels, blanks, unicode, longest texts): an empty instance exports it back the same, and a second import replaces',
      async ({ seed, posts }) => {
        const content = generateContent(seed, { posts });
        const source = await startTestApp(dialect);
        const target = await startTestApp(dialect);
        try {
          await fill(source, content);
          const first = await exported(source);
          expect(first.blog_posts).toHaveLength(posts);
          expect(first.menu_items).toHaveLength(content.menuItems.length);
          expect(first.support_members).toHaveLength(content.members.length);
          // The generator made the shapes the test is about: a label more than once, a blank field.
          const labels = [...first.menu_items, ...first.services, ...first.heroes].map(
            (i: { label?: string; title?: string }) => i.label ?? i.title,
          );
          expect(new Set(labels).size).toBeLessThan(labels.length);

          await call(target, 'POST', '/api/admin/content/import', { format: CONTENT_FORMAT, ...first });
          expect(await exported(target)).toEqual(first);
          const again = await call(target, 'POST', '/api/admin/content/import', {
            format: CONTENT_FORMAT,
            ...first,
          });
          expect(again.sections.flatMap((s: { create: string[] }) => s.create)).toEqual([]);
          expect(await exported(target)).toEqual(first);
        } finally {
          await source.stop();
          await target.stop();
        }
      },
      120_000,
    );
  });
}
