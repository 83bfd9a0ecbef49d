import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { landScraperKeys } from './keys';

export const runScraper = () => unwrap(landOffice.POST('/api/land-scraper/run'));

/** Runs the active source now (or joins the run under way); the history and listing refresh after. */
export function useRunScraper() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runScraper,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: landScraperKeys.runs() }),
        qc.invalidateQueries({ queryKey: landScraperKeys.lands() }),
      ]),
  });
}
