import { z } from 'zod';
import { isHttpUrl } from './common.js';

export const blogMessages = {
  notFound: 'Blog post not found',
  loadError: 'Error loading blog post',
  saveError: 'Error saving blog post',
  uploadError: 'Erro ao fazer upload da imagem',
  deleteConfirm: 'Are you sure you want to delete this blog post?',
  unknownAuthor: 'Unknown',
  noExcerpt: 'No excerpt',
  createPost: 'Create Post',
  published: 'Published',
  draft: 'Draft',
  slugTaken: 'slug: a blog post with this slug already exists',
  unsupportedImage: 'Only jpeg, jpg, png, gif and webp images are accepted',
} as const;

/**
 * Spec §5: lowercased, characters other than letters, digits, underscore and spaces removed,
 * spaces turned into hyphens. Accents are split off first, so "Promoção" gives "promocao".
 */
export function blogSlug(title: string): string {
  return title
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9_ ]+/g, '')
    .replace(/ +/g, '-');
}

/** A stored image: an absolute http(s) URL or a path returned by the upload route. */
export function isBlogImageUrl(value: string): boolean {
  return isHttpUrl(value) || (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..'));
}

const required = (label: string) => ({ error: `${label} is required` });
const emptyToNull = (value: string | null | undefined) => (value ? value : null);

const fields = {
  title: z.string(required('Title')).trim().min(1, required('Title')).max(255),
  slug: z
    .string(required('Slug'))
    .trim()
    .min(1, required('Slug'))
    .max(200)
    .regex(/^[a-z0-9_-]+$/, { error: 'Slug may hold only lowercase letters, digits, - and _' }),
  excerpt: z.string().trim().max(1000).nullish().transform(emptyToNull),
  /** Rich-text HTML; the server sanitises it on every write. */
  content: z.string(required('Content')).min(1, required('Content')).max(900_000),
  image_url: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || isBlogImageUrl(v), { error: 'Image URL must be an http(s) URL' })
    .nullish()
    .transform(emptyToNull),
  published: z.boolean(),
};

/** The list shape: everything but the content (lists stay light; read one post for its content). */
export const BlogPostSummary = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  image_url: z.string().nullable(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** null when the author's account no longer exists (the list shows "Unknown"). */
  author: z.object({ username: z.string() }).nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

/** Response schemas hold no transforms: the serializer encodes through them. */
export const BlogPost = BlogPostSummary.extend({ content: z.string() });
export type BlogPost = z.infer<typeof BlogPost>;

export const BlogPostCreate = z.strictObject({
  ...fields,
  excerpt: fields.excerpt.default(null),
  image_url: fields.image_url.default(null),
  published: fields.published.default(false),
});
export type BlogPostCreate = z.input<typeof BlogPostCreate>;
export type BlogPostValues = z.output<typeof BlogPostCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full post) and ignored. */
export const BlogPostUpdate = z.strictObject({ ...fields, id: z.number().optional() }).partial();
export type BlogPostUpdate = z.input<typeof BlogPostUpdate>;

export const SlugParam = z.object({ slug: z.string().min(1).max(200) });

export const BlogUploadResult = z.object({ filePath: z.string() });
export type BlogUploadResult = z.infer<typeof BlogUploadResult>;
