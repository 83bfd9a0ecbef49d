import type { AvailableLandSettingsUpdate } from '@land-office/contract';
import { landOffice } from '../../../lib/api';
import {
  ifMatch,
  keepVersion,
  useVersionedSave,
  type VersionedChange,
} from '../../../lib/versioned-document';
import { pageSettingsKey } from './get-page-settings';

/**
 * Saved with the admin's token (a departure from the old client, which sent none), at the version
 * the settings were opened at: a change saved since by someone else answers 412.
 */
export const savePageSettings = ({ body, version }: VersionedChange<AvailableLandSettingsUpdate>) =>
  keepVersion(
    landOffice.PUT('/api/available-land-settings', { body, headers: ifMatch(version) }),
    (answer) => answer.settings,
  );

export const useSavePageSettings = () => useVersionedSave(pageSettingsKey, savePageSettings);
