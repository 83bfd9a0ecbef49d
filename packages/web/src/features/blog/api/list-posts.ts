import type { BlogPostSummary, ContentPage } from '@land-office/contract';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { cursorPages } from '../../../lib/cursor-pages';
import { blogKeys, type PostFilters } from './keys';

export const POSTS_PAGE_SIZE = 50;

type PostPage = ContentPage<BlogPostSummary>;

/** One page of the admin's list, newest first: the posts holding the words, of the status. */
export function listPosts(filters: PostFilters, cursor?: string) {
  const query = {
    limit: String(POSTS_PAGE_SIZE),
    q: filters.q || undefined,
    status: filters.status || undefined,
    cursor,
  };
  // With a limit the route answers a page; the document names its whole-list shape too.
  return unwrap(landOffice.GET('/api/blog/admin', { params: { query } })) as Promise<PostPage>;
}

export const postsQuery = (filters: PostFilters) =>
  cursorPages(blogKeys.list(filters), (cursor) => listPosts(filters, cursor));

/** The list a page at a time, without content; while other filters load, the last answer stays. */
export function usePosts(filters: PostFilters) {
  const query = useInfiniteQuery({ ...postsQuery(filters), placeholderData: keepPreviousData });
  const posts: BlogPostSummary[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  const first = query.data?.pages[0];
  return { ...query, posts, total: first?.total ?? 0, totalIsEstimate: first?.total_is_estimate ?? false };
}

/**
 * Changes the posts of every list already read at once (a saved row, a deleted one gone), before
 * they are read again; a removed row leaves the totals one lower.
 */
export function editListedPosts(
  qc: QueryClient,
  edit: (post: BlogPostSummary) => BlogPostSummary | undefined,
) {
  qc.setQueriesData<InfiniteData<PostPage>>({ queryKey: blogKeys.lists() }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        const items = page.items.flatMap((post) => edit(post) ?? []);
        const gone = page.items.length - items.length;
        return { ...page, items, total: page.total - gone };
      }),
    };
  });
}
