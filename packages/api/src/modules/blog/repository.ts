import { type BlogPost, type BlogPostSummary, blogType } from '@land-office/contract';
import type { Db } from '../../db/index.js';
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

/** Blog posts: a type published by slug, listed newest first with its author's name. */
export const blogRepository = (db: Db) =>
  publishedRepository<BlogPostSummary, BlogPost>(db, blogType, summaryColumns);
