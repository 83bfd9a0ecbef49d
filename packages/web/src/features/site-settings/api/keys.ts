export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  security: ['security-settings'] as const,
};
