import { z } from 'zod';
import { PageCursor, pageLimit } from './common.js';

/**
 * The media library (issue "Publishing" §5): every uploaded image is one item, stored once by its
 * bytes, with responsive variants and a computed list of the records that use it.
 */

/** Widths of the responsive variants; none wider than the original is made. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
/** Formats of the responsive variants (an animated original gets WebP only: AVIF holds no animation here). */
export const mediaVariantFormats = ['webp', 'avif'] as const;
export type MediaVariantFormat = (typeof mediaVariantFormats)[number];

/** The MIME types an item may have, for the type filter: the formats uploads are stored as. */
export const mediaMimes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

export const MEDIA_PAGE_MAX = 100;
export const ALT_TEXT_MAX = 500;

export const mediaMessages = {
  notFound: 'Media item not found',
  inUse: (count: number) =>
    `This image is used by ${count} ${count === 1 ? 'record' : 'records'}; change ${count === 1 ? 'it' : 'them'} first`,
  unsupportedImage: 'Only image files are accepted (jpeg, png, gif, webp, avif, tiff; not SVG)',
  altTooLong: `Alt text must be at most ${ALT_TEXT_MAX} characters`,
} as const;

/** One responsive copy of an item, for `srcset`. */
export const MediaVariant = z.object({
  /** Site path: /uploads/<folder>/<name>-<width>w.<format> */
  url: z.string(),
  width: z.number(),
  format: z.enum(mediaVariantFormats),
});
export type MediaVariant = z.infer<typeof MediaVariant>;

/**
 * A record or settings document that names an item's path. A record in the trash counts (it can
 * be restored with its image), marked `trashed`.
 */
export const MediaUser = z.object({
  /** The activity-log resource: `blog`, `banner`, `header_settings`… */
  resource: z.string(),
  /** The record's id; a settings document's key. */
  id: z.union([z.number(), z.string()]),
  /** What names it in a list: a title, an alt text; a settings document's resource. */
  title: z.string(),
  /** The column or setting that names the image: `image_url`, `content`, `logo_light_url`. */
  field: z.string(),
  trashed: z.boolean(),
});
export type MediaUser = z.infer<typeof MediaUser>;

/** One item of the library as `GET /api/admin/media` lists it. */
export const MediaItem = z.object({
  id: z.number(),
  /** The name the file was uploaded with (a migrated upload: its stored name). */
  file_name: z.string(),
  /** Site path of the original: /uploads/<folder>/<name>.<ext> */
  url: z.string(),
  mime: z.string(),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  alt_text: z.string(),
  /** SHA-256 (hex) of the stored file: the same bytes are stored once. */
  sha256: z.string(),
  created_by: z.number().nullable(),
  /** Display name (or username) of who uploaded it; null for a migrated upload or a deleted user. */
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  /** Narrowest first, WebP before AVIF at each width; the original (`url`, `width`) completes a srcset. */
  variants: MediaVariant.array(),
  used_by: MediaUser.array(),
});
export type MediaItem = z.infer<typeof MediaItem>;

/**
 * `GET /api/admin/media?q=&type=&unused=1&cursor=&limit=`: newest first, keyset paged. `q` finds
 * the file name or alt text; `type` is a MIME family (`image`) or type (`image/png`).
 */
export const MediaQuery = z.object({
  q: z.string().trim().max(200).optional(),
  type: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]+(\/[a-z0-9.+-]+)?$/, { error: 'type must be a MIME family or type, such as image/png' })
    .max(100, { error: 'type must be a MIME family or type, such as image/png' })
    .optional(),
  unused: z.enum(['0', '1'], { error: 'unused must be 0 or 1' }).optional(),
  cursor: PageCursor,
  limit: pageLimit(MEDIA_PAGE_MAX, 40),
});
export type MediaQuery = z.input<typeof MediaQuery>;

export const MediaPage = z.object({
  items: MediaItem.array(),
  /** Send as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable(),
});
export type MediaPage = z.infer<typeof MediaPage>;

/** `PUT /api/admin/media/:id`. */
export const MediaUpdate = z.strictObject({
  alt_text: z
    .string({ error: 'alt_text must be text' })
    .trim()
    .max(ALT_TEXT_MAX, { error: mediaMessages.altTooLong }),
});
export type MediaUpdate = z.input<typeof MediaUpdate>;

/** `POST /api/admin/media` (multipart, field `file`): the item, and whether its bytes were there already. */
export const MediaUploadResult = z.object({ item: MediaItem, reused: z.boolean() });
export type MediaUploadResult = z.infer<typeof MediaUploadResult>;

/** `DELETE /api/admin/media/:id` refused: the records that still use the item. */
export const MediaInUse = z.object({ error: z.string(), used_by: MediaUser.array() });
export type MediaInUse = z.infer<typeof MediaInUse>;

/** The field a library upload is sent in. */
export const MEDIA_UPLOAD_FIELD = 'file';
