import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_WIDTHS, type MediaVariant, type MediaVariantFormat } from '@land-office/contract';
import { loadSharp, sniff, storageError } from './images.js';

/** What the library keeps of a stored image file. */
export interface ImageFacts {
  sha256: string;
  bytes: number;
  width: number;
  height: number;
  mime: string;
  /** More than one frame: its variants are animated WebP only. */
  animated: boolean;
}

const MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** SHA-256 (hex) of a file, read as a stream. */
export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * The facts of a stored image file (as uploads are stored: JPEG, PNG, GIF, WebP or AVIF), or
 * undefined when the file is not one of those.
 */
export async function describeImage(path: string): Promise<ImageFacts | undefined> {
  const format = await sniff(path);
  if (!format || format === 'tiff') return undefined;
  const sharp = await loadSharp();
  const meta = await sharp(path).metadata();
  const [sha256, { size }] = await Promise.all([fileSha256(path), stat(path)]);
  return {
    sha256,
    bytes: size,
    width: meta.width ?? 0,
    // An animated image's height is one frame's.
    height: meta.pageHeight ?? meta.height ?? 0,
    mime: MIME[format],
    animated: (meta.pages ?? 1) > 1,
  };
}

/** The widths an image of `width` gets variants at: never wider than itself. */
export const variantWidths = (width: number) => MEDIA_WIDTHS.filter((w) => w <= width);

const ENCODE: Record<MediaVariantFormat, object> = {
  webp: { quality: 80 },
  // Effort 3 of 9: about as small as the default at a fraction of its time.
  avif: { quality: 50, effort: 3 },
};

/**
 * Makes the responsive variants of a stored image beside it (`<name>-<width>w.webp|avif`), each
 * written under a dot name and renamed into place, so a half-written one is never served or
 * backed up. Answers them narrowest first; on a failure none is left.
 */
export async function makeVariants(
  file: string,
  sitePath: string,
  facts: ImageFacts,
): Promise<MediaVariant[]> {
  const sharp = await loadSharp();
  const stem = basename(file, extname(file));
  const dir = dirname(file);
  const siteDir = sitePath.slice(0, sitePath.lastIndexOf('/'));
  const formats: MediaVariantFormat[] = facts.animated ? ['webp'] : ['webp', 'avif'];
  const made: MediaVariant[] = [];
  try {
    for (const width of variantWidths(facts.width))
      for (const format of formats) {
        const name = `${stem}-${width}w.${format}`;
        const temp = join(dir, `.${name}.part`);
        try {
          await sharp(file, { animated: facts.animated, limitInputPixels: 100_000_000 })
            .resize({ width, withoutEnlargement: true })
            .toFormat(format, ENCODE[format])
            .toFile(temp)
            .catch(storageError);
          await rename(temp, join(dir, name));
        } finally {
          await rm(temp, { force: true });
        }
        made.push({ url: `${siteDir}/${name}`, width, format });
      }
    return made;
  } catch (err) {
    await Promise.all(made.map((v) => rm(join(dir, basename(v.url)), { force: true })));
    throw err;
  }
}
