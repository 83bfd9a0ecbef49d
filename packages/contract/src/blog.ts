import { z } from 'zod';
import { defineContentType } from './content-type.js';
import {
  isStoredImageUrl,
  optionalText,
  optionalUrl,
  requiredRichText,
  requiredText,
  seoFields,
  slugField,
} from './fields.js';
import { optionalInstant } from './instants.js';

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
export const isBlogImageUrl = isStoredImageUrl;

/** A post of the public blog: rich text under a title and a slug, published or a draft. */
export const blogType = defineContentType({
  name: 'blog',
  table: 'blog_posts',
  adminPath: '/admin/blog',
  nav: { label: 'Blog Posts', after: 'Available Land' },
  label: { one: 'Blog post', many: 'Blog posts', admin: 'Post do blog' },
  description:
    'The public blog: posts in rich text, each with a slug, an excerpt and an image; drafts stay private.',
  fields: {
    title: requiredText('Title', 255, { list: true }),
    slug: slugField(),
    excerpt: {
      ...optionalText('Excerpt', 1000, { input: 'textarea', list: 'max-w-xs' }),
      // An unbounded column: `max` is what a write accepts, not what the column holds.
      kind: 'text',
    },
    /** Rich-text HTML; the server sanitises it on every write. */
    content: requiredRichText('Content', 900_000),
    image_url: optionalUrl('Image', isStoredImageUrl, 'Image URL must be an http(s) URL', { input: 'image' }),
    published: {
      kind: 'boolean',
      rule: z.boolean(),
      default: false,
      ui: { label: 'Published', input: 'checkbox', list: true },
    },
    /** A published post with a later `publish_at` is scheduled: public from that instant. */
    publish_at: optionalInstant('Publish at'),
    ...seoFields,
  },
  api: { path: 'blog', key: 'post' },
  sitePath: '/blog/:slug',
  ordered: false,
  window: { from: 'publish_at' },
  toggle: 'published',
  authored: true,
  transfer: { section: 'blog_posts', key: 'slug', unique: true },
  scope: { resource: 'blog', label: 'Blog posts' },
  conflict: 'slug: a blog post with this slug already exists',
  search: ['title', 'excerpt', 'content'],
});

const { id, title, slug, excerpt, image_url, published, publish_at, content } = blogType.schemas.entity.shape;
const { meta_title, meta_description, og_image_url, canonical_url, noindex } = blogType.schemas.entity.shape;

/** The list shape: everything but the content (lists stay light; read one post for its content). */
export const BlogPostSummary = z.object({
  id,
  title,
  slug,
  excerpt,
  image_url,
  published,
  publish_at,
  created_at: z.string(),
  updated_at: z.string(),
  /** null when the author's account no longer exists (the list shows "Unknown"). */
  author: z.object({ username: z.string() }).nullable(),
  /** Minutes to read the content, at 200 words a minute (at least 1). */
  reading_minutes: z.number().int(),
  /**
   * What a list of posts shows under a title: the excerpt, or when it is empty, the start of the
   * content as plain text (about 200 characters). `excerpt` itself stays as written.
   */
  auto_excerpt: z.string(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

/** Response schemas hold no transforms: the serializer encodes through them. */
export const BlogPost = BlogPostSummary.extend({
  content,
  meta_title,
  meta_description,
  og_image_url,
  canonical_url,
  noindex,
});
export type BlogPost = z.infer<typeof BlogPost>;

export const BlogPostCreate = blogType.schemas.create;
export type BlogPostCreate = z.input<typeof BlogPostCreate>;
export type BlogPostValues = z.output<typeof BlogPostCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full post) and ignored. */
export const BlogPostUpdate = blogType.schemas.update;
export type BlogPostUpdate = z.input<typeof BlogPostUpdate>;

export const SlugParam = z.object({ slug: z.string().min(1).max(200) });

export const BlogUploadResult = z.object({ filePath: z.string() });
export type BlogUploadResult = z.infer<typeof BlogUploadResult>;

export const blogMessages = {
  ...blogType.messages,
  uploadError: 'Erro ao fazer upload da imagem',
  unknownAuthor: 'Unknown',
  noExcerpt: 'No excerpt',
  createPost: 'Create Post',
  published: 'Published',
  draft: 'Draft',
  slugTaken: 'slug: a blog post with this slug already exists',
  unsupportedImage: 'Only jpeg, jpg, png, gif and webp images are accepted',
} as const;
