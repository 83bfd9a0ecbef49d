import type { ScrapeRun } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { landScraperKeys } from './keys';

export const RECENT_RUNS = 10;

export const listScrapeRuns = () => api.get<ScrapeRun[]>(`/land-scraper/runs?limit=${RECENT_RUNS}`);

export const scrapeRunsQuery = () =>
  queryOptions({ queryKey: landScraperKeys.runs(), queryFn: listScrapeRuns });

/** The latest runs, newest first, manual and scheduled. */
export const useScrapeRuns = () => useQuery(scrapeRunsQuery());
