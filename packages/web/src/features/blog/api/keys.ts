/** Every blog query key, so a save invalidates with one line and no key is typed twice. */
export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  detail: (id: number) => [...blogKeys.all, 'detail', id] as const,
};
