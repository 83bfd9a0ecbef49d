import { z } from 'zod';

/** The most records one page of a published type's list holds (`limit`). */
export const CONTENT_PAGE_MAX = 100;
/** A page's size when `limit` is not given. */
export const CONTENT_PAGE_DEFAULT = 20;
/** Beyond this many matches, `total` may be the database's estimate (`total_is_estimate: true`). */
export const CONTENT_EXACT_TOTAL_MAX = 10_000;

/** The orders of a published type's list: newest first (the default), oldest first, by title. */
export const contentSorts = ['newest', 'oldest', 'title'] as const;
export type ContentSort = (typeof contentSorts)[number];

const limitError = `limit must be between 1 and ${CONTENT_PAGE_MAX}`;

/**
 * `GET /api/blog`, `GET /api/blog/admin`, `GET /api/pages/admin` with parameters: a keyset page
 * (`limit`, `cursor`: the `next_cursor` of the page before) in an order (`sort`). Without any, the
 * whole list as before.
 */
export const ContentPageQuery = z.object({
  sort: z.enum(contentSorts, { error: `sort must be one of ${contentSorts.join(', ')}` }).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: limitError })
    .max(3, { error: limitError })
    .transform(Number)
    .pipe(z.number().min(1, { error: limitError }).max(CONTENT_PAGE_MAX, { error: limitError }))
    .optional(),
  cursor: z.string().max(2000, { error: 'cursor is not one this server made' }).optional(),
});
export type ContentPageQuery = z.input<typeof ContentPageQuery>;

/** The same, with `q`: words each record must hold (in its title, excerpt or text), the last one as a prefix. */
export const ContentSearchQuery = ContentPageQuery.extend({
  q: z.string().trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
});
export type ContentSearchQuery = z.input<typeof ContentSearchQuery>;

/** What an admin list may narrow to: published records, or drafts (every record without it). */
export const contentStatuses = ['published', 'draft'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** An admin list's page: the same parameters, and `status`. */
export const contentAdminQuery = <Q extends typeof ContentPageQuery | typeof ContentSearchQuery>(query: Q) =>
  query.extend({
    status: z
      .enum(contentStatuses, { error: `status must be one of ${contentStatuses.join(', ')}` })
      .optional(),
  });
export const ContentAdminSearchQuery = contentAdminQuery(ContentSearchQuery);
export type ContentAdminSearchQuery = z.input<typeof ContentAdminSearchQuery>;

/**
 * A page of a list: `next_cursor` continues it (null on the last page); `total` counts every
 * match, exactly unless `total_is_estimate` (only beyond 10,000 matches).
 */
export const contentPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    next_cursor: z.string().nullable(),
    total: z.number().int(),
    total_is_estimate: z.boolean(),
  });

export const pagingMessages = {
  badCursor: 'cursor: not one this server made',
} as const;

/** A page of a list of `T`, as answered. */
export interface ContentPage<T> {
  items: T[];
  next_cursor: string | null;
  total: number;
  total_is_estimate: boolean;
}
