/** Every support-roster query key, so a save invalidates with one line and no key is typed twice. */
export const supportKeys = {
  all: ['support'] as const,
  list: () => [...supportKeys.all, 'list'] as const,
  detail: (id: number) => [...supportKeys.all, 'detail', id] as const,
};
