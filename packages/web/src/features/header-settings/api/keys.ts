export const headerKeys = {
  all: ['header-settings'] as const,
  settings: () => [...headerKeys.all, 'settings'] as const,
  button: () => [...headerKeys.all, 'button'] as const,
};
