import type { ScraperConfig, ScraperConfigUpdate } from '@land-office/contract';
import { saveVersioned, useVersionedSave } from '../../../lib/versioned-document';
import { landScraperKeys } from './keys';

/**
 * `version`: the one the tab read the configuration at, sent as `If-Match` (a newer one on the
 * server answers 412). Answers the whole configuration with its new version.
 */
export const saveScraperConfig = ({ body, version }: { body: ScraperConfigUpdate; version?: string }) =>
  saveVersioned<ScraperConfig, ScraperConfig>('/land-scraper/config', body, version);

/** Spec §4: the active source and only its URL; the server answers with the whole config. */
export const useSaveScraperConfig = () => useVersionedSave(landScraperKeys.config(), saveScraperConfig);
