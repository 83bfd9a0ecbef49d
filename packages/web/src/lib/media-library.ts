import type { MediaItem } from '@land-office/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from './api';
import { cursorPages } from './cursor-pages';

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
  const query = {
    limit: MEDIA_PAGE_SIZE,
    q: filters.q || undefined,
    type: filters.type || undefined,
    unused: filters.unused ? ('1' as const) : undefined,
    cursor,
  };
  return unwrap(landOffice.GET('/api/admin/media', { params: { query } }));
}

export const mediaListQuery = (filters: MediaFilters) =>
  cursorPages(mediaKeys.list(filters), (cursor) => listMedia(filters, cursor));

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
