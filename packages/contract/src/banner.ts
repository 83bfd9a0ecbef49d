import { z } from 'zod';
import { isBlogImageUrl } from './blog.js';
import { isHttpUrl } from './common.js';
import { defineContentType } from './content-type.js';
import { externalFlag, optionalLinkUrl, optionalText } from './fields.js';
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

/** A banner of the public site: an image, its alternative text and an optional link, in order. */
export const bannerType = defineContentType({
  name: 'banner',
  table: 'banners',
  adminPath: '/admin/banner',
  nav: { label: 'Banners', after: 'Header' },
  label: { one: 'Banner', many: 'Banners', admin: 'Banner' },
  description: "The public site's banners: an image (uploaded or linked), its alt text and an optional link.",
  fields: {
    title: optionalText('Title (optional)', 255, { list: true }),
    image_url: {
      kind: 'string',
      max: 2048,
      rule: z
        .string()
        .trim()
        .max(2048)
        .refine((v) => v === '' || isBannerImageUrl(v), {
          error: 'must be an http(s) URL or an uploaded image',
        }),
      default: '',
      ui: { label: 'Image', input: 'image', list: true },
    },
    alt_text: {
      kind: 'string',
      max: 255,
      rule: z.string().trim().max(255),
      default: '',
      ui: { label: 'Alt text' },
    },
    link_url: optionalLinkUrl,
    is_external: externalFlag,
  },
  ordered: true,
  seasonal: true,
  reorderKey: 'banners',
  check: (banner) =>
    bannerProblem(banner as { image_url: string; link_url: string | null; is_external: boolean }),
  transfer: { section: 'banners', key: 'image_url', unique: false },
  scope: { resource: 'banners', label: 'Banners' },
});

/** Response schemas hold no transforms: the serializer encodes through them. */
export const Banner = bannerType.schemas.entity;
export type Banner = z.infer<typeof Banner>;

export const BannerCreate = bannerType.schemas.create;
export type BannerCreate = z.input<typeof BannerCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full banner) and ignored. */
export const BannerUpdate = bannerType.schemas.update;
export type BannerUpdate = z.input<typeof BannerUpdate>;

/**
 * The rules over a whole banner (after a create or a merge): it shows an image, and its link,
 * when it has one, is internal or external as its flag says.
 */
export function bannerProblem(banner: {
  image_url: string;
  link_url: string | null;
  is_external: boolean;
}): string | undefined {
  if (!banner.image_url) return bannerMessages.imageRequired;
  return banner.link_url ? linkUrlProblem('link_url', banner.link_url, banner.is_external) : undefined;
}

/** What `POST /upload/banner` answers. */
export const BannerUploadResult = z.object({ filePath: z.string(), filename: z.string() });
export type BannerUploadResult = z.infer<typeof BannerUploadResult>;

/** A stored upload's file name: no separators, no dot files, no "..". */
export const isUploadFilename = (name: string) =>
  /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/.test(name) && !name.includes('..');
