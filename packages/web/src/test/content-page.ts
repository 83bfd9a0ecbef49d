import type { ContentPage } from '@land-office/contract';

/**
 * A page of `rows` (already in the list's order) as the API answers a published type's admin
 * list: narrowed by `status` and by `q` (here: every word in the title), `limit` long, its
 * cursor the next row's index.
 */
export function contentPageOf<T extends { title: string; published: boolean }>(
  rows: T[],
  query: URLSearchParams,
): ContentPage<T> {
  const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const status = query.get('status');
  const matching = rows.filter(
    (row) =>
      (!status || row.published === (status === 'published')) &&
      words.every((word) => row.title.toLowerCase().includes(word)),
  );
  const start = Number(query.get('cursor') ?? 0);
  const end = start + Number(query.get('limit') ?? 20);
  return {
    items: matching.slice(start, end),
    next_cursor: end < matching.length ? String(end) : null,
    total: matching.length,
    total_is_estimate: false,
  };
}
