import { type BlogPost, type BlogPostSummary, blogMessages, blogType } from '@land-office/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { BlogPostTable } from '../../db/schema.js';
import { NotFound } from '../../errors.js';
import type { Actor } from '../activity/log.js';
import { insideWindow, nextWindowChange } from '../content/public-window.js';
import { contentRepository } from '../content/repository.js';

type PostRecord = Omit<
  Selectable<BlogPostTable>,
  'created_at' | 'updated_at' | 'deleted_at' | 'deleted_by' | 'announced_at'
>;
type PostValues = Omit<PostRecord, 'id'>;

const summaryColumns = [
  'blog_posts.id',
  'blog_posts.title',
  'blog_posts.slug',
  'blog_posts.excerpt',
  'blog_posts.image_url',
  'blog_posts.published',
  'blog_posts.publish_at',
  'blog_posts.created_at',
  'blog_posts.updated_at',
] as const;

/**
 * Blog posts: the writes (transaction, activity log, partial merge, 409 on a repeated slug) are
 * the shared content repository's; the reads add the author's name and list newest first.
 */
export function blogRepository(db: Db) {
  const writes = contentRepository<PostRecord>(db, blogType);
  const withAuthor = () =>
    db
      .selectFrom('blog_posts')
      .leftJoin('users', 'users.id', 'blog_posts.author_id')
      .where('blog_posts.deleted_at', 'is', null)
      .select([...summaryColumns, 'users.username as author_username']);
  const toPost = <R extends { author_username: string | null; published: unknown }>(row: R) => {
    const { author_username, ...rest } = row;
    return { ...rest, author: author_username === null ? null : { username: author_username } };
  };
  /** Published and, at `now`, past its publish_at. */
  const publicAt = <Q extends ReturnType<typeof withAuthor>>(query: Q, now: string) =>
    insideWindow(query.where('blog_posts.published', '=', true), blogType.window, now, 'blog_posts') as Q;
  const one = async (where: { id: number } | { slug: string; publicAt: string }): Promise<BlogPost> => {
    let query = withAuthor().select('blog_posts.content');
    query =
      'id' in where
        ? query.where('blog_posts.id', '=', where.id)
        : publicAt(query.where('blog_posts.slug', '=', where.slug), where.publicAt);
    const row = await query.executeTakeFirst();
    if (!row) throw new NotFound(blogMessages.notFound);
    return toPost(row) as BlogPost;
  };

  return {
    /** Newest first, without the content; with `publicAt` (an ISO instant), those public then. */
    async list(options: { publicAt?: string } = {}): Promise<BlogPostSummary[]> {
      let query = withAuthor().orderBy('blog_posts.created_at', 'desc').orderBy('blog_posts.id', 'desc');
      if (options.publicAt !== undefined) query = publicAt(query, options.publicAt);
      return (await query.execute()).map((row) => toPost(row) as BlogPostSummary);
    },
    get: (id: number) => one({ id }),
    /** A post public at `now` by its slug; a draft or a post scheduled later is as absent as a missing one. */
    bySlug: (slug: string, now: string) => one({ slug, publicAt: now }),
    /** The next instant after `now` at which a scheduled post goes live (milliseconds). */
    nextChange: (now: string) => nextWindowChange(db, blogType, 'published', now),
    create: async (values: PostValues, actor: Actor) => one({ id: (await writes.create(values, actor)).id }),
    /** `expected`: the version the writer read (If-Match); a newer one answers 412. */
    update: async (id: number, patch: Partial<PostValues>, actor: Actor, expected?: string) =>
      one({ id: (await writes.update(id, patch, actor, expected)).id }),
    remove: (id: number, actor: Actor) => writes.remove(id, actor),
    /** The shared writes, for the content history. */
    writes,
  };
}
