import type { AvailableLandSettings, AvailableLandSettingsUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { pageSettingsKey } from './get-page-settings';

/**
 * Saved with the admin's token (a departure from the old client, which sent none). With the
 * `version` the settings were opened at, a change saved since by someone else answers 412; the
 * saved settings keep their new version.
 */
export const savePageSettings = async ({
  body,
  version,
}: {
  body: AvailableLandSettingsUpdate;
  version?: string;
}) => {
  const saved = await api.putWithVersion<{ settings: AvailableLandSettings }>(
    '/available-land-settings',
    body,
    version,
  );
  return withVersion(saved.data.settings, saved.version);
};

export function useSavePageSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePageSettings,
    onSuccess: (saved) => qc.setQueryData(pageSettingsKey, saved),
  });
}
