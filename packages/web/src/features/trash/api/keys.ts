/** Every trash query key, so a change invalidates with one line and no key is typed twice. */
export const trashKeys = {
  all: ['trash'] as const,
  /** The list, of one type or (undefined) of every type. */
  list: (resource?: string) => [...trashKeys.all, 'list', resource ?? 'all'] as const,
};
