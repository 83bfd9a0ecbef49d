import { z } from 'zod';
import { isBlogImageUrl } from './blog.js';
import { isHttpUrl, OrderPos } from './common.js';
import { linkUrlProblem } from './link-url.js';

/** The texts of spec §2, §4 and §8 for banners, kept exactly. */
export const bannerMessages = {
  notFound: 'Banner not found',
  listLoadError: 'Error loading banners',
  deleteError: 'Error deleting banner',
  updateError: 'Error updating banner',
  deleted: 'Banner deleted successfully!',
  activated: 'Banner activated successfully!',
  deactivated: 'Banner deactivated successfully!',
  loadError: 'Error loading banner',
  saveError: 'Error saving banner',
  updated: 'Banner updated successfully!',
  created: 'Banner created successfully!',
  uploadFailed: 'Failed to upload image',
  deleteConfirm: 'Are you sure you want to delete this banner?',
  untitled: 'Untitled',
  noLink: 'No link',
  imageRequired: 'image_url: a banner needs an image',
  unsupportedImage: 'Only image files are accepted (jpeg, png, gif, webp, avif, tiff; not SVG)',
  fileNotFound: 'Image file not found',
  badFilename: 'Invalid file name',
} as const;

/** A banner image: http(s), protocol-relative (//cdn…) or a path the upload route returned. */
export function isBannerImageUrl(value: string): boolean {
  return isBlogImageUrl(value) || (value.startsWith('//') && isHttpUrl(`https:${value}`));
}

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

const fields = {
  title: z.string().trim().max(255).nullish().transform(emptyToNull),
  image_url: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || isBannerImageUrl(v), {
      error: 'must be an http(s) URL or an uploaded image',
    }),
  alt_text: z.string().trim().max(255),
  link_url: z.string().trim().max(2048).nullish().transform(emptyToNull),
  is_external: z.boolean(),
  is_active: z.boolean(),
  order_pos: OrderPos,
};

/** Response schemas hold no transforms: the serializer encodes through them. */
export const Banner = z.object({
  id: z.number(),
  title: z.string().nullable(),
  image_url: z.string(),
  alt_text: z.string(),
  link_url: z.string().nullable(),
  is_external: z.boolean(),
  is_active: z.boolean(),
  order_pos: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;

export const BannerCreate = z.strictObject({
  ...fields,
  title: fields.title.default(null),
  image_url: fields.image_url.default(''),
  alt_text: fields.alt_text.default(''),
  link_url: fields.link_url.default(null),
  is_external: fields.is_external.default(false),
  is_active: fields.is_active.default(true),
  order_pos: fields.order_pos.default(0),
});
export type BannerCreate = z.input<typeof BannerCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full banner) and ignored. */
export const BannerUpdate = z.strictObject({ ...fields, id: z.number().optional() }).partial();
export type BannerUpdate = z.input<typeof BannerUpdate>;

/**
 * The rules over a whole banner (after a create or a merge): it shows an image, and its link,
 * when it has one, is internal or external as its flag says.
 */
export function bannerProblem(
  banner: Pick<Banner, 'image_url' | 'link_url' | 'is_external'>,
): string | undefined {
  if (!banner.image_url) return bannerMessages.imageRequired;
  return banner.link_url ? linkUrlProblem('link_url', banner.link_url, banner.is_external) : undefined;
}

/** What `POST /upload/banner` answers. */
export const BannerUploadResult = z.object({ filePath: z.string(), filename: z.string() });
export type BannerUploadResult = z.infer<typeof BannerUploadResult>;

/** A stored upload's file name: no separators, no dot files, no "..". */
export const isUploadFilename = (name: string) =>
  /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/.test(name) && !name.includes('..');
