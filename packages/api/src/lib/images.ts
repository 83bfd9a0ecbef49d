import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type Sharp from 'sharp';
import { TooLarge, UnsupportedType, ValidationError } from '../errors.js';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff';

const EXTENSION: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  tiff: 'png',
};

/** The photo formats of the blog (spec §5); banners and logos also take AVIF and TIFF (stored as PNG). */
export const BLOG_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif', 'webp'];
export const ANY_IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif', 'webp', 'avif', 'tiff'];

export interface StoredImage {
  filename: string;
  /** Site-relative path, e.g. /uploads/blog/3f…a1.png */
  filePath: string;
  format: ImageFormat;
  /** The name the client sent the file under (no path), for people to recognise it by. */
  originalName: string;
}

export interface ImageUploadOptions {
  uploadsDir: string;
  folder: string;
  field: string;
  formats: readonly ImageFormat[];
  unsupportedMessage: string;
}

let sharpLoading: Promise<typeof Sharp> | undefined;
/**
 * sharp (a native library, some 30 MB resident) is loaded on the first upload, not at start. Its
 * operation cache is off: each upload is read once, so cached results would only hold memory.
 */
export const loadSharp = () => {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
};

/**
 * A failed write of the upload: file-system errors go on to the error handler, which answers a
 * full disk 507 and a read-only one 503 (lib/faults.ts). sharp reports a full disk in words only,
 * so its error gets the code that says so.
 */
export function storageError(err: unknown): never {
  if (
    err instanceof Error &&
    !(err as { code?: unknown }).code &&
    /no space left on device/i.test(err.message)
  )
    Object.assign(err, { code: 'ENOSPC' });
  throw err;
}

/**
 * Creates an upload folder. Node's recursive mkdir reports ENOENT where the file system refused
 * (a read-only mount answers EROFS): asked again without recursion, it tells the real reason.
 */
async function makeFolder(dir: string) {
  await mkdir(dir, { recursive: true }).catch(async (err) => {
    if ((err as { code?: unknown }).code !== 'ENOENT') throw err;
    await mkdir(dir);
  });
}

/**
 * Receives one multipart image: streams it to disk (never whole in memory), decides its type by its
 * bytes, then re-encodes it with sharp, which drops EXIF/GPS metadata and keeps animation.
 */
export async function receiveImage(req: FastifyRequest, opts: ImageUploadOptions): Promise<StoredImage> {
  if (!req.isMultipart())
    throw new UnsupportedType(`Send the image as multipart/form-data in the field "${opts.field}"`);
  const file = await req.file();
  if (!file || file.fieldname !== opts.field) {
    file?.file.resume();
    throw new ValidationError(`No image file in the field "${opts.field}"`);
  }
  const dir = join(opts.uploadsDir, opts.folder);
  const id = randomBytes(16).toString('hex');
  const temp = join(dir, `.${id}.part`);
  try {
    await makeFolder(dir);
    await pipeline(file.file, createWriteStream(temp));
  } catch (err) {
    await rm(temp, { force: true });
    storageError(err);
  }
  try {
    if (file.file.truncated) throw new TooLarge('The file is too large');
    const format = await sniff(temp);
    if (!format || !opts.formats.includes(format)) throw new UnsupportedType(opts.unsupportedMessage);
    const filename = `${id}.${EXTENSION[format]}`;
    const out = join(dir, `.${id}.out`);
    await reencode(temp, out, format).catch(storageError);
    await rename(out, join(dir, filename)).catch(storageError);
    return {
      filename,
      filePath: `/uploads/${opts.folder}/${filename}`,
      format,
      originalName: clientFileName(file.filename, filename),
    };
  } finally {
    await rm(temp, { force: true });
    await rm(join(dir, `.${id}.out`), { force: true });
  }
}

/** The last segment of a client's file name, printable and at most 255 characters; else the stored name. */
function clientFileName(sent: string | undefined, stored: string): string {
  const name = (sent ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return name || stored;
}

/** An image's format by its bytes, or undefined for anything else (SVG, text, a broken file). */
export async function sniff(path: string): Promise<ImageFormat | undefined> {
  const sharp = await loadSharp();
  try {
    const { format, compression } = await sharp(path, { animated: true }).metadata();
    // libvips reads AVIF as HEIF with AV1 compression (other HEIF, such as HEIC, is refused).
    if (format === 'heif') return compression === 'av1' ? 'avif' : undefined;
    return ['jpeg', 'png', 'gif', 'webp', 'tiff'].includes(format as string)
      ? (format as ImageFormat)
      : undefined;
  } catch {
    return undefined;
  }
}

async function reencode(from: string, to: string, format: ImageFormat) {
  const sharp = await loadSharp();
  // rotate() applies the EXIF orientation before the metadata that carried it is dropped.
  const image = sharp(from, { animated: true, limitInputPixels: 100_000_000 }).rotate();
  const target = format === 'tiff' ? 'png' : format;
  await image.toFormat(target, target === 'jpeg' ? { quality: 90, mozjpeg: true } : {}).toFile(to);
}
