import { existsSync } from 'node:fs';
import type { MediaItem } from '@land-office/contract';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { addToLibrary, fileOf, listMedia, picture, sendImage } from '../../test/media.js';
import { addUser } from '../../test/users.js';

describeEachDb('media library: list, alt text, delete', (t) => {
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = await t.admin(method, url, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const ids = (items: MediaItem[]) => items.map((i) => i.id);

  it('lists newest first in keyset pages that neither repeat nor skip', async () => {
    const added: MediaItem[] = [];
    for (let n = 0; n < 5; n++)
      added.push(await addToLibrary(t, await picture(20, 20, `#00${n}0${n}0`), `page-${n}.png`));
    const first = await listMedia(t, '?q=page-&limit=2');
    expect(ids(first.items)).toEqual([added[4]?.id, added[3]?.id]);
    expect(first.next_cursor).toBe(String(added[3]?.id));
    const second = await listMedia(t, `?q=page-&limit=2&cursor=${first.next_cursor}`);
    expect(ids(second.items)).toEqual([added[2]?.id, added[1]?.id]);
    const last = await listMedia(t, `?q=page-&limit=2&cursor=${second.next_cursor}`);
    expect(ids(last.items)).toEqual([added[0]?.id]);
    expect(last.next_cursor).toBeNull();
    expect((await t.admin('GET', '/api/admin/media?limit=500')).statusCode).toBe(400);
    expect((await t.admin('GET', '/api/admin/media?cursor=abc')).statusCode).toBe(400);
  });

  it('finds by file name or alt text, whatever the case, and filters by type', async () => {
    const sunset = await addToLibrary(t, await picture(20, 20, '#ff8800', 'jpeg'), 'Sunset_Pier.jpg');
    const logo = await addToLibrary(t, await picture(20, 20, '#112233'), 'brand.png');
    await ok('PUT', `/api/admin/media/${logo.id}`, { alt_text: 'Our SUNSET logo' });
    const literal = await addToLibrary(t, await picture(20, 20, '#445566'), '100%_real.png');

    expect(ids((await listMedia(t, '?q=sunset')).items)).toEqual([logo.id, sunset.id]);
    // LIKE's wildcards are searched for as themselves.
    expect(ids((await listMedia(t, '?q=0%25_')).items)).toEqual([literal.id]);
    expect(ids((await listMedia(t, '?q=sunset&type=image/jpeg')).items)).toEqual([sunset.id]);
    expect(ids((await listMedia(t, '?q=sunset&type=image/png')).items)).toEqual([logo.id]);
    expect(ids((await listMedia(t, '?q=sunset&type=image')).items)).toEqual([logo.id, sunset.id]);
    expect((await listMedia(t, '?q=sunset&type=video')).items).toEqual([]);
  });

  it('computes who uses an item, trash included, and filters the unused', async () => {
    const onBanner = await addToLibrary(t, await picture(30, 30, '#a1a1a1'), 'used-banner.png');
    const inPost = await addToLibrary(t, await picture(30, 30, '#b2b2b2'), 'used-post.png');
    const asLogo = await addToLibrary(t, await picture(30, 30, '#c3c3c3'), 'used-logo.png');
    const alone = await addToLibrary(t, await picture(30, 30, '#d4d4d4'), 'used-none.png');
    const banner = (await ok('POST', '/api/banner/admin', { image_url: onBanner.url, alt_text: 'Beach' }))
      .banner;
    const post = (
      await ok('POST', '/api/blog/admin', {
        title: 'Inline image',
        slug: 'inline-image',
        content: `<p>See <img src="${inPost.url}" alt=""></p>`,
      })
    ).post;
    await ok('DELETE', `/api/blog/admin/${post.id}`);
    await ok('PUT', '/api/header-settings/admin', { logo_dark_url: asLogo.url });

    const byId = new Map((await listMedia(t, '?q=used-')).items.map((i) => [i.id, i]));
    expect(byId.get(onBanner.id)?.used_by).toEqual([
      { resource: 'banner', id: banner.id, title: 'Beach', field: 'image_url', trashed: false },
    ]);
    expect(byId.get(inPost.id)?.used_by).toEqual([
      { resource: 'blog', id: post.id, title: 'Inline image', field: 'content', trashed: true },
    ]);
    expect(byId.get(asLogo.id)?.used_by).toEqual([
      {
        resource: 'header_settings',
        id: 'header',
        title: 'header_settings',
        field: 'logo_dark_url',
        trashed: false,
      },
    ]);
    expect(byId.get(alone.id)?.used_by).toEqual([]);
    expect(ids((await listMedia(t, '?q=used-&unused=1')).items)).toEqual([alone.id]);
  });

  it('counts a record that names a variant, not the original, as a user', async () => {
    const wide = await addToLibrary(t, await picture(700, 100, '#e5e5e5'), 'variant-user.png');
    const variant = wide.variants[0]?.url as string;
    await ok('POST', '/api/banner/admin', { image_url: variant, alt_text: 'Small copy' });
    const [listed] = (await listMedia(t, '?q=variant-user')).items;
    expect(listed?.used_by.map((u) => u.title)).toEqual(['Small copy']);
    expect((await listMedia(t, '?q=variant-user&unused=1')).items).toEqual([]);
  });

  it('changes the alt text (trimmed, logged) and refuses what the rule refuses', async () => {
    const item = await addToLibrary(t, await picture(20, 20, '#123123'), 'alt.png');
    const { item: saved } = await ok('PUT', `/api/admin/media/${item.id}`, {
      alt_text: '  A pier at dusk  ',
    });
    expect(saved).toMatchObject({ id: item.id, alt_text: 'A pier at dusk', url: item.url });
    const tooLong = await t.admin('PUT', `/api/admin/media/${item.id}`, { alt_text: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await t.admin('PUT', `/api/admin/media/${item.id}`, { alt_text: 'ok', url: '/etc' })).statusCode,
    ).toBe(400);
    expect((await t.admin('PUT', '/api/admin/media/999999', { alt_text: 'ok' })).statusCode).toBe(404);
    const entry = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'summary'])
      .where('resource', '=', 'media')
      .where('resource_id', '=', String(item.id))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(entry).toEqual({ action: 'update', summary: 'alt.png: Changed: alt_text' });
  });

  it('refuses to delete an item in use with 409 and its users; deletes an unused one with its files', async () => {
    const used = await addToLibrary(t, await picture(700, 100, '#0a0b0c'), 'keep-me.png');
    const banner = (await ok('POST', '/api/banner/admin', { image_url: used.url, alt_text: 'Keeps it' }))
      .banner;
    await ok('DELETE', `/api/banner/admin/${banner.id}`);
    const refused = await t.admin('DELETE', `/api/admin/media/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This image is used by 1 record; change it first',
      code: 'in_use',
      used_by: [{ resource: 'banner', id: banner.id, title: 'Keeps it', field: 'image_url', trashed: true }],
    });
    for (const path of [used.url, ...used.variants.map((v) => v.url)])
      expect(existsSync(fileOf(t, path))).toBe(true);

    const unused = await addToLibrary(t, await picture(700, 100, '#0c0b0a'), 'drop-me.png');
    expect(unused.variants).toHaveLength(4);
    await ok('DELETE', `/api/admin/media/${unused.id}`);
    for (const path of [unused.url, ...unused.variants.map((v) => v.url)])
      expect(existsSync(fileOf(t, path))).toBe(false);
    expect((await listMedia(t, '?q=drop-me')).items).toEqual([]);
    expect((await t.admin('DELETE', `/api/admin/media/${unused.id}`)).statusCode).toBe(404);
    // The same bytes again are a new item with new files.
    const back = await addToLibrary(t, await picture(700, 100, '#0c0b0a'), 'drop-me.png');
    expect(back.id).not.toBe(unused.id);
    expect(existsSync(fileOf(t, back.url))).toBe(true);
  });

  it('deletes a library image through the spec’s banner file route only while nothing uses it', async () => {
    const res = await sendImage(
      t,
      '/api/upload/banner',
      'image',
      await picture(40, 40, '#3c3c3c'),
      'spec.png',
    );
    const { filePath, filename } = res.json();
    const banner = (await ok('POST', '/api/banner/admin', { image_url: filePath, alt_text: 'Spec' })).banner;
    const refused = await t.admin('DELETE', `/api/upload/banner/${filename}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().used_by).toEqual([
      { resource: 'banner', id: banner.id, title: 'Spec', field: 'image_url', trashed: false },
    ]);
    await ok('PUT', `/api/banner/admin/${banner.id}`, { image_url: 'https://example.com/x.png' });
    await ok('DELETE', `/api/upload/banner/${filename}`);
    expect(existsSync(fileOf(t, filePath))).toBe(false);
    expect((await listMedia(t, `?q=spec.png`)).items).toEqual([]);
  });

  it('lets owners and editors manage the library and refuses support', async () => {
    const editor = await addUser(t, 'media-editor', 'editor');
    const support = await addUser(t, 'media-support', 'support');
    const bytes = await picture(20, 20, '#5e5e5e');
    const byEditor = await sendImage(t, '/api/admin/media', 'file', bytes, 'editor.png', editor.auth);
    expect(byEditor.statusCode).toBe(200);
    expect(byEditor.json().item.created_by).toBe(editor.id);
    const bySupport = await sendImage(t, '/api/admin/media', 'file', bytes, 'support.png', support.auth);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json()).toEqual({
      error: 'Your role (support) cannot manage the media library',
      code: 'forbidden',
      role: 'support',
      operation: 'media',
    });
  });
});
