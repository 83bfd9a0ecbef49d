import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaItem, MediaPage } from '@land-office/contract';
import sharp from 'sharp';
import type { TestContext } from './app.js';

/** A plain image of `width` × `height` in one colour (distinct colours: distinct bytes). */
export const picture = (
  width: number,
  height: number,
  colour: string,
  format: 'png' | 'jpeg' | 'gif' = 'png',
) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** Sends one file as multipart in `field` to `url`, as the signed-in test admin (or `authorization`). */
export async function sendImage(
  t: TestContext,
  url: string,
  field: string,
  bytes: Buffer,
  name: string,
  authorization?: string,
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form,
    headers: { authorization: authorization ?? (await t.auth()) },
  });
}

/** Uploads to the library and answers the item. */
export async function addToLibrary(t: TestContext, bytes: Buffer, name: string): Promise<MediaItem> {
  const res = await sendImage(t, '/api/admin/media', 'file', bytes, name);
  if (res.statusCode !== 200) throw new Error(`library upload ${name}: ${res.statusCode} ${res.body}`);
  return res.json().item as MediaItem;
}

/** One page of the library list. */
export async function listMedia(t: TestContext, query = ''): Promise<MediaPage> {
  const res = await t.admin('GET', `/api/admin/media${query}`);
  if (res.statusCode !== 200) throw new Error(`list ${query}: ${res.statusCode} ${res.body}`);
  return res.json() as MediaPage;
}

/** The file of a site path under the test's uploads directory. */
export const fileOf = (t: TestContext, sitePath: string) =>
  join(t.config.uploadsDir, sitePath.replace(/^\/uploads\//, ''));

export const sha256Of = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

/** The visible files of an uploads folder. */
export const filesIn = async (t: TestContext, folder: string) =>
  (await readdir(join(t.config.uploadsDir, folder)).catch(() => [] as string[])).filter(
    (n) => !n.startsWith('.'),
  );
