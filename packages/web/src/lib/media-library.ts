import type { MediaItem, MediaPage } from '@land-office/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The media library's list, shared by its screen (features/media) and the "Choose from library"
 * picker of every image field (components/media-picker.tsx).
 */
export interface MediaFilters {
  /** Part of a file name or alt text. */
  q?: string;
  /** A MIME family (`image`) or type (`image/png`). */
  type?: string;
  unused?: boolean;
}

/** Every media query key, so a change invalidates with one line and no key is typed twice. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (filters: MediaFilters) =>
    [
      ...mediaKeys.all,
      'list',
      { q: filters.q ?? '', type: filters.type ?? '', unused: !!filters.unused },
    ] as const,
};

export const MEDIA_PAGE_SIZE = 40;

export function listMedia(filters: MediaFilters, cursor?: string) {
  const query = new URLSearchParams({ limit: String(MEDIA_PAGE_SIZE) });
  if (filters.q) query.set('q', filters.q);
  if (filters.type) query.set('type', filters.type);
  if (filters.unused) query.set('unused', '1');
  if (cursor) query.set('cursor', cursor);
  return api.get<MediaPage>(`/admin/media?${query}`);
}

export const mediaListQuery = (filters: MediaFilters) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.list(filters),
    queryFn: ({ pageParam }) => listMedia(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MediaPage) => last.next_cursor ?? undefined,
  });

/** The library, newest first, a page at a time; while other filters load, the last answer stays. */
export function useMediaList(filters: MediaFilters, enabled = true) {
  const query = useInfiniteQuery({ ...mediaListQuery(filters), placeholderData: keepPreviousData, enabled });
  const items: MediaItem[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}

/** The smallest file of an item for a thumbnail: its narrowest WebP variant, else the original. */
export function thumbnailOf(item: Pick<MediaItem, 'url' | 'variants'>): string {
  return item.variants.find((variant) => variant.format === 'webp')?.url ?? item.url;
}

/** `srcset` of an item: its variants of one format and the original at its width. */
export function srcSetOf(
  item: Pick<MediaItem, 'url' | 'width' | 'variants'>,
  format: 'webp' | 'avif' = 'webp',
) {
  return [
    ...item.variants.filter((v) => v.format === format).map((v) => `${v.url} ${v.width}w`),
    `${item.url} ${item.width}w`,
  ].join(', ');
}
