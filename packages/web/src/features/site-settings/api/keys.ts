export const siteSettingsKeys = {
  all: ['site-settings'] as const,
};
