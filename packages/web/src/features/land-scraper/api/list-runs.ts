import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { landScraperKeys } from './keys';

export const RECENT_RUNS = 10;

export const listScrapeRuns = () =>
  unwrap(landOffice.GET('/api/land-scraper/runs', { params: { query: { limit: RECENT_RUNS } } }));

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
