import {
  type BlogPost,
  type BlogPostSummary,
  type BlogPublishedPayload,
  blogType,
  isWithin,
} from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import { excerptFrom, readingMinutes } from '../../lib/text-summary.js';
import { publishedRepository } from '../content/published-repository.js';
import type { ContentHooks } from '../content/repository.js';
import { emitEvents } from '../events/outbox.js';

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

/** Public at `now`: published, and its publish_at (if any) come. */
const publicAt = (post: Record<string, unknown> | undefined, now: string) =>
  Boolean(post?.published) && isWithin(now, post?.publish_at as string | null, null);

/**
 * A save that makes a post public tells `blog.published` (`by: 'save'`), in its transaction; one
 * that schedules it leaves that to the scheduler, at its publish_at (publication.ts).
 */
const tellPublished: ContentHooks = {
  async afterWrite(trx, before, after) {
    const now = nowIso();
    if (!publicAt(after, now) || publicAt(before, now)) return;
    const { id, title, slug, publish_at } = after as {
      id: number;
      title: string;
      slug: string;
      publish_at: string | null;
    };
    const payload: BlogPublishedPayload = { post: { id, title, slug, publish_at }, by: 'save' };
    await emitEvents(trx, [{ type: 'blog.published', payload }], now);
  },
};

/** Blog posts: a type published by slug, listed newest first with its author's name and reading aids. */
export const blogRepository = (db: Db) =>
  publishedRepository<BlogPostSummary, BlogPost>(db, blogType, summaryColumns, readingAids, tellPublished);
