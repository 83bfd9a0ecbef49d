import type { SiteSettings, SiteSettingsUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteSettingsKeys } from './keys';

export const updateSiteSettings = async (body: SiteSettingsUpdate) =>
  (await api.put<{ settings: SiteSettings }>('/site-settings/admin', body)).settings;

export function useUpdateSiteSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => qc.setQueryData(siteSettingsKeys.all, saved),
  });
}
