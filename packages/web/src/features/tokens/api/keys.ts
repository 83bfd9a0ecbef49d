/** Every API tokens query key, so a write invalidates with one line and no key is typed twice. */
export const tokenKeys = {
  all: ['tokens'] as const,
  list: () => [...tokenKeys.all, 'list'] as const,
};
