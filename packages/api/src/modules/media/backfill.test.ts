import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { addToLibrary, fileOf, listMedia, picture, sha256Of } from '../../test/media.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDb('media library: uploads from before it', (t) => {
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = await t.admin(method, url, body);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  /** A file put under uploads/ as the app before the library stored them. */
  const oldUpload = async (path: string, bytes: Buffer) => {
    await mkdir(dirname(fileOf(t, path)), { recursive: true });
    await writeFile(fileOf(t, path), bytes);
    return path;
  };
  const rows = () =>
    t.app.db.selectFrom('media').select(['id', 'url', 'sha256', 'variants']).orderBy('url').execute();

  it('brings every upload a record or setting names into the library, once, however often it runs', async () => {
    const cover = await oldUpload(
      '/uploads/blog/0123456789abcdef0123456789abcdef.jpg',
      await picture(900, 400, '#404040', 'jpeg'),
    );
    const inline = await oldUpload('/uploads/blog/inline.png', await picture(300, 300, '#505050'));
    const banner = await oldUpload('/uploads/banner/legacy-banner.png', await picture(1400, 500, '#606060'));
    const logo = await oldUpload('/uploads/logos/old-logo.gif', await picture(120, 40, '#707070', 'gif'));
    const trashed = await oldUpload('/uploads/banner/in-the-trash.png', await picture(50, 50, '#808080'));
    await oldUpload('/uploads/banner/nobody-names-me.png', await picture(50, 50, '#909090'));
    await oldUpload('/uploads/blog/not-an-image.png', Buffer.from('plain text'));

    await ok('POST', '/api/blog/admin', {
      title: 'Old post',
      slug: 'old-post',
      image_url: cover,
      content: `<p><img src="${inline}"> and <img src="/uploads/blog/missing.png"> and <img src="/uploads/blog/not-an-image.png"></p>`,
    });
    await ok('POST', '/api/banner/admin', { image_url: banner, alt_text: 'Legacy' });
    const gone = (await ok('POST', '/api/banner/admin', { image_url: trashed, alt_text: 'Trashed' })).banner;
    await ok('DELETE', `/api/banner/admin/${gone.id}`);
    await ok('PUT', '/api/header-settings/admin', { logo_light_url: logo });

    expect(await t.app.media.backfill()).toEqual({ added: 5 });
    const after = await rows();
    expect(after.map((r) => r.url)).toEqual([banner, trashed, cover, inline, logo].sort());
    for (const row of after) expect(row.sha256).toBe(await sha256Of(fileOf(t, row.url)));

    const { items } = await listMedia(t, '?limit=100');
    const legacy = items.find((i) => i.url === banner);
    expect(legacy).toMatchObject({
      file_name: 'legacy-banner.png',
      mime: 'image/png',
      width: 1400,
      height: 500,
    });
    expect(legacy?.variants.map((v) => `${v.width}/${v.format}`)).toEqual([
      '320/webp',
      '320/avif',
      '640/webp',
      '640/avif',
      '1280/webp',
      '1280/avif',
    ]);
    for (const v of legacy?.variants ?? [])
      expect((await sharp(fileOf(t, v.url)).metadata()).width).toBe(v.width);
    expect(items.find((i) => i.url === logo)).toMatchObject({
      mime: 'image/gif',
      variants: [],
      created_by: null,
    });
    expect(items.find((i) => i.url === trashed)?.used_by).toMatchObject([
      { resource: 'banner', trashed: true },
    ]);

    // Again: nothing new, the same rows.
    expect(await t.app.media.backfill()).toEqual({ added: 0 });
    expect(await rows()).toEqual(after);
  });

  it('leaves an upload that is a library item already, original or variant, as it is', async () => {
    const item = await addToLibrary(t, await picture(700, 80, '#a0a0a0'), 'already.png');
    await ok('POST', '/api/banner/admin', { image_url: item.variants[0]?.url, alt_text: 'A variant' });
    await ok('POST', '/api/banner/admin', { image_url: item.url, alt_text: 'The original' });
    const before = await rows();
    expect((await t.app.media.backfill()).added).toBe(0);
    expect(await rows()).toEqual(before);
  });

  it('keeps a purged record’s library image in the library, unused, where the sweep removed other files', async () => {
    const item = await addToLibrary(t, await picture(700, 80, '#b0b0b0'), 'outlives-its-banner.png');
    const banner = (await ok('POST', '/api/banner/admin', { image_url: item.url, alt_text: 'Short-lived' }))
      .banner;
    const plain = await oldUpload('/uploads/banner/not-in-library.png', Buffer.from('png'));
    const other = (await ok('POST', '/api/banner/admin', { image_url: plain, alt_text: 'Plain' })).banner;
    await ok('DELETE', `/api/banner/admin/${banner.id}`);
    await ok('DELETE', `/api/banner/admin/${other.id}`);
    expect((await listMedia(t, '?q=outlives&unused=1')).items).toEqual([]);

    await t.app.history.sweep(Date.now() + 31 * DAY_MS);
    expect(existsSync(fileOf(t, plain))).toBe(false);
    for (const path of [item.url, ...item.variants.map((v) => v.url)])
      expect(existsSync(fileOf(t, path))).toBe(true);
    expect((await listMedia(t, '?q=outlives&unused=1')).items.map((i) => i.id)).toEqual([item.id]);
  });
});
