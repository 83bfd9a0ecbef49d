import type { ScraperConfig, ScraperConfigUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { landScraperKeys } from './keys';

/**
 * `version`: the one the tab read the configuration at, sent as `If-Match` (a newer one on the
 * server answers 412). Answers the whole configuration with its new version.
 */
export const saveScraperConfig = async ({
  body,
  version,
}: {
  body: ScraperConfigUpdate;
  version?: string;
}) => {
  const saved = await api.putWithVersion<ScraperConfig>('/land-scraper/config', body, version);
  return withVersion(saved.data, saved.version);
};

/** Spec §4: the active source and only its URL; the server answers with the whole config. */
export function useSaveScraperConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveScraperConfig,
    onSuccess: (config) => qc.setQueryData(landScraperKeys.config(), config),
  });
}
