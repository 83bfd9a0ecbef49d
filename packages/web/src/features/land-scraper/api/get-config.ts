import type { ScraperConfig } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { landScraperKeys } from './keys';

export const getScraperConfig = () => api.get<ScraperConfig>('/land-scraper/config');

export const scraperConfigQuery = () =>
  queryOptions({ queryKey: landScraperKeys.config(), queryFn: getScraperConfig });

/** The three sources, which one is active, and the scheduler's interval. */
export const useScraperConfig = () => useQuery(scraperConfigQuery());
