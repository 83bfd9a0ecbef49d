import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice } from '../../../lib/api';
import { keepVersion, versionedQuery } from '../../../lib/versioned-document';
import { landScraperKeys } from './keys';

/** The configuration, with the version it was read at (for the form's `If-Match`). */
export const getScraperConfig = () => keepVersion(landOffice.GET('/api/land-scraper/config'));

export const scraperConfigQuery = () =>
  queryOptions({ queryKey: landScraperKeys.config(), queryFn: getScraperConfig, ...versionedQuery });

/** The three sources, which one is active, and the scheduler's interval. */
export const useScraperConfig = () => useQuery(scraperConfigQuery());
