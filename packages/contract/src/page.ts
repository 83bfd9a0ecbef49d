import { z } from 'zod';
import { defineContentType } from './content-type.js';
import { requiredRichText, requiredText, seoFields, slugField } from './fields.js';
import { optionalInstant } from './instants.js';

/**
 * Addresses the public site keeps for itself: a page at `/<slug>` cannot take one of them (the
 * admin, the API, uploads, and the site's own pages: blog, news, support, FAQ, available land).
 */
export const reservedPageSlugs = [
  'admin',
  'api',
  'uploads',
  'blog',
  'news',
  'support',
  'faq',
  'available-land',
] as const;

export const pageMessages = {
  notFound: 'Page not found',
  loadError: 'Error loading page',
  saveError: 'Error saving page',
  deleteConfirm: 'Are you sure you want to delete this page?',
  slugTaken: 'slug: a page with this slug already exists',
  reservedSlug: (slug: string) => `Slug "${slug}" is an address the site uses itself; choose another`,
} as const;

/** A page of the public site at `/<slug>` (About us…): rich text, published or a draft, scheduled or not. */
export const pageType = defineContentType({
  name: 'page',
  table: 'pages',
  adminPath: '/admin/pages',
  nav: { label: 'Pages', after: 'Blog Posts' },
  label: { one: 'Page', many: 'Pages', admin: 'Página' },
  description:
    'Pages of the public site at /<slug> (About us, terms…): rich text under a title, drafts stay private, with search-engine fields.',
  fields: {
    title: requiredText('Title', 255, { list: true }),
    slug: {
      ...slugField((slug) =>
        (reservedPageSlugs as readonly string[]).includes(slug) ? pageMessages.reservedSlug(slug) : undefined,
      ),
      ui: {
        label: 'Slug',
        list: 'font-mono text-xs',
        help: 'The page is at /<slug> on the site.',
        follows: 'title',
      },
    },
    content: requiredRichText('Content', 900_000),
    published: {
      kind: 'boolean',
      rule: z.boolean(),
      default: false,
      ui: { label: 'Published', input: 'checkbox' },
    },
    publish_at: optionalInstant('Publish at', 'A published page with a later time stays hidden until then.'),
    ...seoFields,
  },
  api: { path: 'pages', key: 'page' },
  sitePath: '/:slug',
  ordered: false,
  window: { from: 'publish_at' },
  toggle: 'published',
  transfer: { section: 'pages', key: 'slug', unique: true },
  scope: { resource: 'pages', label: 'Pages' },
  conflict: pageMessages.slugTaken,
});

/** Response schemas hold no transforms: the serializer encodes through them. */
export const Page = pageType.schemas.entity.extend({ created_at: z.string(), updated_at: z.string() });
export type Page = z.infer<typeof Page>;

const { id, title, slug, published, publish_at, noindex } = pageType.schemas.entity.shape;

/** The admin list's shape: no content. */
export const PageSummary = z.object({
  id,
  title,
  slug,
  published,
  publish_at,
  noindex,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PageSummary = z.infer<typeof PageSummary>;

export const PageCreate = pageType.schemas.create;
export type PageCreate = z.input<typeof PageCreate>;

export const PageUpdate = pageType.schemas.update;
export type PageUpdate = z.input<typeof PageUpdate>;
