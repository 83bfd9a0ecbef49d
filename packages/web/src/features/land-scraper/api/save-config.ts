import type { ScraperConfigUpdate } from '@land-office/contract';
import { landOffice } from '../../../lib/api';
import {
  ifMatch,
  keepVersion,
  useVersionedSave,
  type VersionedChange,
} from '../../../lib/versioned-document';
import { landScraperKeys } from './keys';

/**
 * `version`: the one the tab read the configuration at, sent as `If-Match` (a newer one on the
 * server answers 412). Answers the whole configuration with its new version.
 */
export const saveScraperConfig = ({ body, version }: VersionedChange<ScraperConfigUpdate>) =>
  keepVersion(landOffice.PUT('/api/land-scraper/config', { body, headers: ifMatch(version) }));

/** Spec §4: the active source and only its URL; the server answers with the whole config. */
export const useSaveScraperConfig = () => useVersionedSave(landScraperKeys.config(), saveScraperConfig);
