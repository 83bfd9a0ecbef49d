import type { ScrapeRun } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { landScraperKeys } from './keys';

export const RECENT_RUNS = 10;

export const listScrapeRuns = () => api.get<ScrapeRun[]>(`/land-scraper/runs?limit=${RECENT_RUNS}`);

export const scrapeRunsQuery = () =>
  queryOptions({ queryKey: landScraperKeys.runs(), queryFn: listScrapeRuns });

/**
 * The latest runs, newest first, manual and scheduled; refreshed at the scheduler's pace (at most
 * every 5 s) while the screen is visible, so scheduled runs appear without a reload.
 */
export const useScrapeRuns = (intervalSeconds: number) =>
  useQuery({
    ...scrapeRunsQuery(),
    refetchInterval: intervalSeconds > 0 ? Math.max(intervalSeconds, 5) * 1000 : false,
  });
