import type { SiteSettings, SiteSettingsUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { siteSettingsKeys } from './keys';

/**
 * With the `version` the settings were opened at, a change saved since by someone else answers
 * 412; the saved settings keep their new version.
 */
export const updateSiteSettings = async ({
  body,
  version,
}: {
  body: SiteSettingsUpdate;
  version?: string;
}) => {
  const saved = await api.putWithVersion<{ settings: SiteSettings }>('/site-settings/admin', body, version);
  return withVersion(saved.data.settings, saved.version);
};

export function useUpdateSiteSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => qc.setQueryData(siteSettingsKeys.all, saved),
  });
}
