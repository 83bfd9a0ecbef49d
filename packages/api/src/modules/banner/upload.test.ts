import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bannerMessages } from '@land-office/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';

const square = (colour: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } });

describeEachDb('banner image upload and delete', (t) => {
  const upload = async (bytes: Buffer, name: string, type = 'image/png') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/banner',
      payload: form,
      headers: { authorization: await t.auth() },
    });
  };
  const remove = async (url: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { authorization: await t.auth() } });
  const bannerDir = () => join(t.config.uploadsDir, 'banner');
  const activity = () =>
    t.app.db
      .selectFrom('activity_log')
      .select(['action', 'summary'])
      .where('resource', '=', 'banner')
      .orderBy('id')
      .execute();

  it('stores any image type by its bytes and answers { filePath, filename }', async () => {
    const inputs: Array<[Buffer, string, RegExp]> = [
      [await square('red').png().toBuffer(), 'a.jpg', /\.png$/],
      [await square('blue').jpeg().toBuffer(), 'b.png', /\.jpg$/],
      [await square('green').webp().toBuffer(), 'c.bin', /\.webp$/],
      [await square('white').gif().toBuffer(), 'd', /\.gif$/],
      [await square('black').tiff().toBuffer(), 'e.tiff', /\.png$/],
    ];
    for (const [bytes, name, extension] of inputs) {
      const res = await upload(bytes, name);
      expect(res.statusCode, name).toBe(200);
      const { filePath, filename } = res.json();
      expect(filename).toMatch(extension);
      expect(filePath).toBe(`/uploads/banner/${filename}`);
      const served = await t.app.inject({ method: 'GET', url: filePath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('refuses SVG and HTML whatever their name says, leaving no file behind', async () => {
    const before = existsSync(bannerDir()) ? (await readdir(bannerDir())).length : 0;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    for (const [bytes, name, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'x.png', 'image/png'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.statusCode, name).toBe(415);
      expect(res.json()).toEqual({ error: bannerMessages.unsupportedImage, code: 'unsupported_type' });
    }
    expect((await readdir(bannerDir())).length).toBe(before);
  });

  it('deletes an uploaded file, then 404s it, and logs the upload and the delete', async () => {
    const logged = (await activity()).length;
    const { filePath, filename } = (await upload(await square('red').png().toBuffer(), 'a.png')).json();
    const res = await remove(`/api/upload/banner/${filename}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(existsSync(join(bannerDir(), filename))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: filePath })).statusCode).toBe(404);
    const again = await remove(`/api/upload/banner/${filename}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: bannerMessages.fileNotFound, code: 'not_found' });
    expect((await remove('/api/upload/banner/never-was.png')).statusCode).toBe(404);
    expect((await activity()).slice(logged)).toEqual([
      { action: 'upload', summary: filename },
      { action: 'delete', summary: `Image ${filename}` },
    ]);
  });

  it('deletes what it answered when the library already held those bytes in another folder (or says 409 while in use)', async () => {
    const bytes = await square('purple').png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'post.png');
    const blog = await t.app.inject({
      method: 'POST',
      url: '/api/upload/blog',
      payload: form,
      headers: { authorization: await t.auth() },
    });
    expect(blog.statusCode, blog.body).toBe(200);
    const banner = (await upload(bytes, 'banner.png')).json();
    // The library shares one file for both: the banner upload answers it where it is.
    expect(banner.filePath).toBe(blog.json().filePath);
    const used = await t.admin('POST', '/api/banner/admin', {
      title: 'Sale',
      image_url: banner.filePath,
      is_active: true,
    });
    expect(used.statusCode, used.body).toBe(200);
    const inUse = await remove(`/api/upload/banner/${banner.filename}`);
    expect(inUse.statusCode, inUse.body).toBe(409);
    await t.admin('DELETE', `/api/banner/admin/${used.json().banner.id}`);
    await t.admin('DELETE', `/api/admin/trash/banner/${used.json().banner.id}`);
    const removed = await remove(`/api/upload/banner/${banner.filename}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject({ url: banner.filePath })).statusCode).toBe(404);
    expect((await remove(`/api/upload/banner/${banner.filename}`)).statusCode).toBe(404);
  });

  it('refuses names that could leave the banner folder with 400 and deletes nothing', async () => {
    // Bait: a file beside the banner folder, one in the uploads root, and one in another folder.
    await mkdir(join(t.config.uploadsDir, 'blog'), { recursive: true });
    await mkdir(bannerDir(), { recursive: true });
    const bait = [
      join(t.config.uploadsDir, 'root.png'),
      join(t.config.uploadsDir, 'blog', 'post.png'),
      join(t.config.dataDir, 'secret.txt'),
      join(bannerDir(), '.upload.part'),
    ];
    for (const file of bait) writeFileSync(file, 'keep me');
    const logged = (await activity()).length;
    for (const name of [
      '..%2Froot.png',
      '..%2F..%2Fsecret.txt',
      '..%2Fblog%2Fpost.png',
      '%2E%2E%2Froot.png',
      '%2Fetc%2Fpasswd',
      encodeURIComponent(join(t.config.uploadsDir, 'root.png')),
      '..%5Croot.png',
      'a%5C..%5C..%5Croot.png',
      'sub%2F..%2F..%2Froot.png',
      '.upload.part',
      'a%00.png',
    ]) {
      const res = await remove(`/api/upload/banner/${name}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ error: bannerMessages.badFilename, code: 'validation' });
    }
    for (const file of bait) expect(await readFile(file, 'utf8'), file).toBe('keep me');
    expect((await activity()).length).toBe(logged);
  });

  it('does not delete through an unencoded ../ either', async () => {
    writeFileSync(join(t.config.uploadsDir, 'root2.png'), 'keep me');
    for (const url of [
      '/api/upload/banner/../root2.png',
      '/api/upload/banner/..',
      '/api/upload/banner/.',
      '/api/upload/banner/%2E%2E',
    ])
      expect((await remove(url)).statusCode, url).not.toBe(200);
    expect(await readFile(join(t.config.uploadsDir, 'root2.png'), 'utf8')).toBe('keep me');
  });
});
