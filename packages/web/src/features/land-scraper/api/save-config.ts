import type { ScraperConfig, ScraperConfigUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { landScraperKeys } from './keys';

export const saveScraperConfig = (body: ScraperConfigUpdate) =>
  api.put<ScraperConfig>('/land-scraper/config', body);

/** Spec §4: the active source and only its URL; the server answers with the whole config. */
export function useSaveScraperConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveScraperConfig,
    onSuccess: (config) => qc.setQueryData(landScraperKeys.config(), config),
  });
}
