import { existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { fileOf, filesIn, listMedia, picture, sendImage, sha256Of } from '../../test/media.js';

/** Each upload route of the spec, its field, and how its answer names the stored file. */
const specRoutes = [
  {
    url: '/api/upload/blog',
    field: 'image',
    folder: 'blog',
    colour: '#336699',
    path: (body: { filePath: string }) => body.filePath,
  },
  {
    url: '/api/upload/banner',
    field: 'image',
    folder: 'banner',
    colour: '#663399',
    path: (body: { filePath: string }) => body.filePath,
  },
  {
    url: '/api/header-settings/admin/upload-logo',
    field: 'logo',
    folder: 'logos',
    colour: '#996633',
    path: (body: { logo_url: string }) => body.logo_url,
  },
] as const;

describeEachDb('media library: every upload becomes one item', (t) => {
  it.each(specRoutes)(
    '$url keeps its answer and adds one item with the stored file’s facts',
    async (route) => {
      const before = (await listMedia(t)).items.length;
      const res = await sendImage(
        t,
        route.url,
        route.field,
        await picture(700, 300, route.colour, 'jpeg'),
        'Harbour View.jpg',
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      // The spec's answers, exactly.
      if (route.folder === 'banner') expect(Object.keys(body).sort()).toEqual(['filePath', 'filename']);
      else if (route.folder === 'blog') expect(Object.keys(body)).toEqual(['filePath']);
      else expect(Object.keys(body)).toEqual(['logo_url']);
      const path = route.path(body as never);
      expect(path).toMatch(new RegExp(`^/uploads/${route.folder}/[0-9a-f]{32}\\.jpg$`));

      const { items } = await listMedia(t);
      expect(items).toHaveLength(before + 1);
      const item = items.find((i) => i.url === path);
      const file = fileOf(t, path);
      expect(item).toMatchObject({
        file_name: 'Harbour View.jpg',
        mime: 'image/jpeg',
        width: 700,
        height: 300,
        bytes: (await stat(file)).size,
        sha256: await sha256Of(file),
        alt_text: '',
        created_by_name: 'tester',
        used_by: [],
      });
    },
  );

  it('stores the same bytes once: a second upload, by any route, answers the first file and item', async () => {
    const bytes = await picture(400, 200, '#aa5500');
    const first = await sendImage(t, '/api/upload/banner', 'image', bytes, 'one.png');
    const again = await sendImage(t, '/api/upload/banner', 'image', bytes, 'two.png');
    const viaBlog = await sendImage(t, '/api/upload/blog', 'image', bytes, 'three.png');
    const viaLibrary = await sendImage(t, '/api/admin/media', 'file', bytes, 'four.png');
    expect(again.json()).toEqual(first.json());
    expect(viaBlog.json()).toEqual({ filePath: first.json().filePath });
    expect(viaLibrary.json()).toMatchObject({
      reused: true,
      item: { url: first.json().filePath, file_name: 'one.png' },
    });

    const items = (await listMedia(t)).items.filter((i) => i.sha256 === viaLibrary.json().item.sha256);
    expect(items).toHaveLength(1);
    // One original (and its one width of variants) in the banner folder; nothing left in the others.
    const stem = first.json().filename.replace(/\.png$/, '');
    expect((await filesIn(t, 'banner')).filter((n) => n.startsWith(stem)).sort()).toEqual(
      [`${stem}.png`, `${stem}-320w.avif`, `${stem}-320w.webp`].sort(),
    );
    expect((await filesIn(t, 'blog')).some((n) => n.startsWith(stem))).toBe(false);
    expect(await filesIn(t, 'media')).not.toContain(`${stem}.png`);
  });

  it('stores the same bytes sent several times at once as one item with one set of files', async () => {
    const bytes = await picture(700, 90, '#5b2c6f');
    const answers = await Promise.all(
      ['a.png', 'b.png', 'c.png', 'd.png'].map((name) =>
        sendImage(t, '/api/admin/media', 'file', bytes, name),
      ),
    );
    const items = answers.map((res) => res.json().item);
    expect(new Set(items.map((item) => item.id)).size).toBe(1);
    expect(answers.map((res) => res.json().reused).sort()).toEqual([false, true, true, true]);
    const stem = items[0].url
      .split('/')
      .pop()
      .replace(/\.png$/, '');
    expect((await filesIn(t, 'media')).filter((n) => n.startsWith(stem))).toHaveLength(5);
    expect((await listMedia(t)).items.filter((i) => i.sha256 === items[0].sha256)).toHaveLength(1);
  });

  it('brings an item’s lost file back from the same bytes uploaded again', async () => {
    const bytes = await picture(400, 60, '#77aa00');
    const { item } = (await sendImage(t, '/api/admin/media', 'file', bytes, 'lost.png')).json();
    await rm(fileOf(t, item.url));
    await rm(fileOf(t, item.variants[0].url));
    const again = (await sendImage(t, '/api/admin/media', 'file', bytes, 'found.png')).json();
    expect(again).toMatchObject({ reused: true, item: { id: item.id, url: item.url } });
    expect(await sha256Of(fileOf(t, item.url))).toBe(item.sha256);
    expect(existsSync(fileOf(t, item.variants[0].url))).toBe(true);
  });

  it('makes WebP and AVIF variants at 320, 640 and 1280, never wider than the original', async () => {
    const cases = [
      { width: 1500, widths: [320, 640, 1280] },
      { width: 1280, widths: [320, 640, 1280] },
      { width: 700, widths: [320, 640] },
      { width: 500, widths: [320] },
      { width: 200, widths: [] },
    ];
    for (const [n, { width, widths }] of cases.entries()) {
      const res = await sendImage(
        t,
        '/api/admin/media',
        'file',
        await picture(width, 100, `#1${n}3456`),
        `w${width}.png`,
      );
      const { item } = res.json();
      expect(item.variants.map((v: { width: number; format: string }) => `${v.width}/${v.format}`)).toEqual(
        widths.flatMap((w) => [`${w}/webp`, `${w}/avif`]),
      );
      for (const variant of item.variants) {
        expect(variant.url).toMatch(
          new RegExp(`^/uploads/media/[0-9a-f]{32}-${variant.width}w\\.${variant.format}$`),
        );
        const meta = await sharp(fileOf(t, variant.url)).metadata();
        // libvips reads AVIF as HEIF with AV1 inside.
        expect(meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format).toBe(
          variant.format,
        );
        expect(meta.width).toBe(variant.width);
        const served = await t.app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode).toBe(200);
      }
    }
  });

  it('keeps an animated GIF animated: WebP variants only, one frame high', async () => {
    const frame = { width: 400, height: 50, channels: 4 as const };
    const frames = Buffer.concat([
      await sharp({ create: { ...frame, background: 'red' } })
        .raw()
        .toBuffer(),
      await sharp({ create: { ...frame, background: 'blue' } })
        .raw()
        .toBuffer(),
    ]);
    const gif = await sharp(frames, { raw: { width: 400, height: 100, channels: 4, pageHeight: 50 } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const { item } = (await sendImage(t, '/api/admin/media', 'file', gif, 'blink.gif')).json();
    expect(item).toMatchObject({ mime: 'image/gif', width: 400, height: 50 });
    expect(item.variants).toEqual([
      { url: expect.stringMatching(/-320w\.webp$/), width: 320, format: 'webp' },
    ]);
    expect((await sharp(fileOf(t, item.variants[0].url)).metadata()).pages).toBe(2);
  });

  it('takes AVIF, and refuses what is no image with 415 leaving nothing behind', async () => {
    const avif = await sharp({ create: { width: 360, height: 90, channels: 3, background: '#204060' } })
      .avif()
      .toBuffer();
    const res = await sendImage(t, '/api/admin/media', 'file', avif, 'photo.avif');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ mime: 'image/avif', width: 360 });

    const before = await filesIn(t, 'media');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    const refused = await sendImage(t, '/api/admin/media', 'file', svg, 'logo.png');
    expect(refused.statusCode).toBe(415);
    expect(await filesIn(t, 'media')).toEqual(before);
    const wrongField = await sendImage(t, '/api/admin/media', 'image', avif, 'photo.avif');
    expect(wrongField.statusCode).toBe(400);
  });

  it('logs each upload under the route’s resource', async () => {
    const res = await sendImage(
      t,
      '/api/admin/media',
      'file',
      await picture(30, 30, '#0f0f0f'),
      'logged.png',
    );
    const { item } = res.json();
    const entry = await t.app.db
      .selectFrom('activity_log')
      .select(['action', 'resource', 'resource_id', 'summary'])
      .where('resource', '=', 'media')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(entry).toEqual({
      action: 'upload',
      resource: 'media',
      resource_id: String(item.id),
      summary: 'logged.png',
    });
    expect(existsSync(fileOf(t, item.url))).toBe(true);
  });
});
