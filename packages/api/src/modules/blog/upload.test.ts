import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blogMessages } from '@land-office/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { noisePng } from '../../test/noise-png.js';

const square = (colour: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } });

describeEachDb(
  'blog image upload',
  (t) => {
    const upload = async (bytes: Buffer, name: string, type = 'image/png', field = 'image') => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/blog',
        payload: form,
        headers: { authorization: await t.auth() },
      });
    };
    const stored = (filePath: string) =>
      readFile(join(t.config.uploadsDir, filePath.replace(/^\/uploads\//, '')));

    it('stores a PNG named .jpg as a PNG under /uploads/blog and serves it with nosniff', async () => {
      const res = await upload(await square('red').png().toBuffer(), 'photo.jpg', 'image/jpeg');
      expect(res.statusCode).toBe(200);
      const { filePath } = res.json();
      expect(filePath).toMatch(/^\/uploads\/blog\/[0-9a-f]{32}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: filePath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it('refuses HTML and SVG named .png with 415', async () => {
      const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>',
      );
      for (const bytes of [html, svg]) {
        const res = await upload(bytes, 'innocent.png');
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ error: blogMessages.unsupportedImage, code: 'unsupported_type' });
      }
    });

    it('refuses AVIF and TIFF, which the blog does not take', async () => {
      const res = await upload(await square('blue').tiff().toBuffer(), 'scan.tiff', 'image/tiff');
      expect(res.statusCode).toBe(415);
    });

    it('answers 413 past the size limit', async () => {
      const big = await noisePng(1200 * 1200 * 3);
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const res = await upload(big, 'huge.png');
      expect(res.statusCode).toBe(413);
    });

    it('strips EXIF and GPS metadata', async () => {
      const photo = await square('green')
        .jpeg()
        .withExif({ IFD0: { Artist: 'Secret Photographer' }, IFD3: { GPSLatitudeRef: 'N' } })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await upload(photo, 'photo.jpeg', 'image/jpeg');
      expect(res.statusCode).toBe(200);
      const bytes = await stored(res.json().filePath);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('Secret Photographer')).toBe(false);
    });

    it('keeps an animated GIF animated', async () => {
      const frames = await Promise.all(['red', 'blue', 'green'].map((c) => square(c).png().toBuffer()));
      const gif = await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
      const res = await upload(gif, 'anim.gif', 'image/gif');
      expect(res.statusCode).toBe(200);
      expect(res.json().filePath).toMatch(/\.gif$/);
      const meta = await sharp(await stored(res.json().filePath), { animated: true }).metadata();
      expect(meta.pages).toBe(3);
    });

    it('asks for the image in the field "image"', async () => {
      const res = await upload(await square('red').png().toBuffer(), 'a.png', 'image/png', 'file');
      expect(res.statusCode).toBe(400);
    });
  },
  { UPLOAD_MAX_MB: '1' },
);
