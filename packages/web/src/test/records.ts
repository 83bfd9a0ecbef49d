import type { BlogPost, Page } from '@land-office/contract';

/** What a page or a post holds when a test says nothing of it: no search-engine fields, live, stored once. */
const published = {
  published: true,
  publish_at: null,
  meta_title: null,
  meta_description: null,
  og_image_url: null,
  canonical_url: null,
  noindex: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** A blog post as the API answers it, with what the test names. */
export const blogPost = (fields: Partial<BlogPost> & Pick<BlogPost, 'id' | 'title' | 'slug'>): BlogPost => ({
  excerpt: null,
  content: '<p>x</p>',
  image_url: null,
  ...published,
  author: null,
  reading_minutes: 1,
  auto_excerpt: '',
  ...fields,
});

/** A page of the site as the API answers it, with what the test names. */
export const sitePage = (fields: Partial<Page> & Pick<Page, 'id' | 'title' | 'slug'>): Page => ({
  content: '<p>x</p>',
  ...published,
  ...fields,
});
