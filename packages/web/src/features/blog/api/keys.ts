import type { ContentStatus } from '@land-office/contract';

/** What the admin's blog list is narrowed to: words (`q`) and a status. */
export interface PostFilters {
  q: string;
  status: ContentStatus | '';
}

/** Every blog query key, so a save invalidates with one line and no key is typed twice. */
export const blogKeys = {
  all: ['blog'] as const,
  /** Every page of every filtered list. */
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (filters: PostFilters) => [...blogKeys.lists(), filters] as const,
  detail: (id: number) => [...blogKeys.all, 'detail', id] as const,
};
