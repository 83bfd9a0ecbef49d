import { type BlogPost, type BlogPostSummary, blogType } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { excerptFrom, readingMinutes } from '../../lib/text-summary.js';
import { publishedRepository } from '../content/published-repository.js';

/** What the blog's lists answer of a post: everything but the content and the search-engine fields. */
const summaryColumns = [
  'id',
  'title',
  'slug',
  'excerpt',
  'image_url',
  'published',
  'publish_at',
  'created_at',
  'updated_at',
] as const;

/** How long a post takes to read, and its excerpt or, when it has none, the start of its text. */
const readingAids = {
  needs: ['content', 'excerpt'],
  compute: ({ content, excerpt }: Record<string, unknown>) => ({
    reading_minutes: readingMinutes(String(content ?? '')),
    auto_excerpt:
      typeof excerpt === 'string' && excerpt.trim() ? excerpt : excerptFrom(String(content ?? '')),
  }),
};

/** Blog posts: a type published by slug, listed newest first with its author's name and reading aids. */
export const blogRepository = (db: Db) =>
  publishedRepository<BlogPostSummary, BlogPost>(db, blogType, summaryColumns, readingAids);
