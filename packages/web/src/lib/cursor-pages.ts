import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The query options of a list read a keyset page at a time: `page(cursor)` reads the page after
 * `cursor` (the first without one), and each page names the cursor of the next (none on the last).
 */
export const cursorPages = <P extends { next_cursor?: string | null }, K extends QueryKey>(
  queryKey: K,
  page: (cursor: string | undefined) => Promise<P>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => last.next_cursor ?? undefined,
  });
