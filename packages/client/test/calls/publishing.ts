import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';
import { imageForm } from './images.js';

/** The blog and pages: write, publish, preview, revise, restore, trash; then the public reads and feeds. */
export const publishingCalls: Calls = async ({ owner, anonymous }) => {
  const { filePath } = await unwrap(
    owner.POST('/api/upload/blog', { body: await imageForm('image', '#2a6') }),
  );
  const { post } = await unwrap(
    owner.POST('/api/blog/admin', {
      body: {
        title: 'Open day at Bayside',
        slug: 'open-day',
        content: '<p>Come and see the parcels.</p>',
        image_url: filePath,
        published: true,
      },
    }),
  );
  const id = { params: { path: { id: post.id } } };
  expect((await unwrap(owner.GET('/api/blog/admin/{id}', id))).post.slug).toBe('open-day');
  await unwrap(owner.PUT('/api/blog/admin/{id}', { ...id, body: { title: 'Open day at Bayside Bay' } }));
  const all = await unwrap(owner.GET('/api/blog/admin'));
  expect(Array.isArray(all) ? all.map((row) => row.id) : []).toContain(post.id);
  expect(await unwrap(anonymous.GET('/api/blog'))).toHaveLength(1);
  // With parameters, the lists answer a page: searched, in an order, followed by its cursor.
  const found = await unwrap(
    anonymous.GET('/api/blog', { params: { query: { q: 'bayside open', sort: 'title', limit: '1' } } }),
  );
  expect('items' in found ? found.items.map((row) => row.id) : []).toEqual([post.id]);
  expect(found).toMatchObject({ total: 1, next_cursor: null, total_is_estimate: false });
  expect(await unwrap(owner.GET('/api/blog/admin', { params: { query: { limit: '1' } } }))).toMatchObject({
    total: 1,
    next_cursor: null,
  });
  await expect(
    unwrap(owner.GET('/api/blog/admin', { params: { query: { cursor: 'not-one', sort: 'oldest' } } })),
  ).rejects.toMatchObject({ status: 400, message: 'cursor: not one this server made' });
  await unwrap(anonymous.GET('/api/blog/slug/{slug}', { params: { path: { slug: 'open-day' } } }));
  for (const feed of ['/api/feed.xml', '/api/feed.atom', '/api/sitemap.xml'] as const)
    expect(await unwrap(anonymous.GET(feed, { parseAs: 'text' }))).toContain('open-day');

  const preview = await unwrap(owner.POST('/api/admin/preview', { body: { resource: 'blog', id: post.id } }));
  const token = preview.url.split('/api/preview/')[1] as string;
  await unwrap(anonymous.GET('/api/preview/{token}', { params: { path: { token } } }));

  const autosaved = await unwrap(
    owner.POST('/api/admin/revisions/autosave', {
      body: { resource: 'blog', id: post.id, data: { title: 'Open day (draft)' } },
    }),
  );
  expect(autosaved.revision.action).toBe('autosave');
  const { revisions } = await unwrap(
    owner.GET('/api/admin/revisions', { params: { query: { resource: 'blog', id: String(post.id) } } }),
  );
  const first = revisions.at(-1)?.id as number;
  await unwrap(owner.GET('/api/admin/revisions/{id}', { params: { path: { id: first } } }));
  await unwrap(owner.POST('/api/admin/revisions/{id}/restore', { params: { path: { id: first } } }));

  const { page } = await unwrap(
    owner.POST('/api/pages/admin', {
      body: { title: 'About us', slug: 'about', content: '<p>Land since 2008.</p>', published: true },
    }),
  );
  const pageId = { params: { path: { id: page.id } } };
  await unwrap(owner.GET('/api/pages/admin/{id}', pageId));
  await unwrap(owner.PUT('/api/pages/admin/{id}', { ...pageId, body: { title: 'About Land Office' } }));
  expect(await unwrap(owner.GET('/api/pages/admin'))).toHaveLength(1);
  expect(await unwrap(owner.GET('/api/pages/admin', { params: { query: { sort: 'title' } } }))).toMatchObject(
    {
      items: [expect.objectContaining({ id: page.id })],
      total: 1,
    },
  );
  await unwrap(anonymous.GET('/api/pages/slug/{slug}', { params: { path: { slug: 'about' } } }));

  // Deleted records go to the trash: one comes back, one is purged, then the trash is emptied.
  await unwrap(owner.DELETE('/api/pages/admin/{id}', pageId));
  await unwrap(owner.DELETE('/api/blog/admin/{id}', id));
  const trash = await unwrap(owner.GET('/api/admin/trash'));
  const trashed = (resource: string, id: number) => {
    expect(trash.items).toContainEqual(expect.objectContaining({ resource, id }));
    return { params: { path: { resource, id } } };
  };
  await unwrap(owner.POST('/api/admin/trash/{resource}/{id}/restore', trashed('blog', post.id)));
  await unwrap(owner.DELETE('/api/admin/trash/{resource}/{id}', trashed('page', page.id)));
  await unwrap(owner.DELETE('/api/blog/admin/{id}', id));
  // The post again, and the five content types' items deleted by the first area.
  expect(await unwrap(owner.DELETE('/api/admin/trash'))).toEqual({ deleted: 6 });
  expect((await unwrap(owner.GET('/api/admin/trash'))).items).toEqual([]);
};
