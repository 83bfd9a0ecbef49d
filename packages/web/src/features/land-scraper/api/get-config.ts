import type { ScraperConfig } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { landScraperKeys } from './keys';

/** The configuration, with the version it was read at (for the form's `If-Match`). */
export const getScraperConfig = async () => {
  const { data, version } = await api.getWithVersion<ScraperConfig>('/land-scraper/config');
  return withVersion(data, version);
};

export const scraperConfigQuery = () =>
  queryOptions({
    queryKey: landScraperKeys.config(),
    queryFn: getScraperConfig,
    // A configuration rebuilt by structural sharing would lose its version.
    structuralSharing: false,
  });

/** The three sources, which one is active, and the scheduler's interval. */
export const useScraperConfig = () => useQuery(scraperConfigQuery());
