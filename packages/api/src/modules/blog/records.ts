import { BlogPost, BlogPostSummary } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import type { PublishedRecords } from '../content/published-reads.js';
import { blogRepository } from './repository.js';

/** The blog's posts as its routes and the site's pages read them: a list row, a whole post. */
export const blogRecords = (db: Db): PublishedRecords<BlogPostSummary, BlogPost> => ({
  repo: blogRepository(db),
  summary: BlogPostSummary,
  full: BlogPost,
});
