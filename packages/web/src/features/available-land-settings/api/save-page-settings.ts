import type { AvailableLandSettings, AvailableLandSettingsUpdate } from '@land-office/contract';
import { saveVersioned, useVersionedSave } from '../../../lib/versioned-document';
import { pageSettingsKey } from './get-page-settings';

/**
 * Saved with the admin's token (a departure from the old client, which sent none), at the version
 * the settings were opened at: a change saved since by someone else answers 412.
 */
export const savePageSettings = ({
  body,
  version,
}: {
  body: AvailableLandSettingsUpdate;
  version?: string;
}) =>
  saveVersioned(
    '/available-land-settings',
    body,
    version,
    (answer: { settings: AvailableLandSettings }) => answer.settings,
  );

export const useSavePageSettings = () => useVersionedSave(pageSettingsKey, savePageSettings);
