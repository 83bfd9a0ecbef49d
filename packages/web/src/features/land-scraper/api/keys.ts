/** Every land-scraper query key, so a save or a run invalidates with one line. */
export const landScraperKeys = {
  all: ['land-scraper'] as const,
  config: () => [...landScraperKeys.all, 'config'] as const,
  runs: () => [...landScraperKeys.all, 'runs'] as const,
  lands: () => [...landScraperKeys.all, 'available-lands'] as const,
};
