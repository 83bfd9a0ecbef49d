import type { AvailableLandSettings, AvailableLandSettingsUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pageSettingsKey } from './get-page-settings';

/** Saved with the admin's token (a departure from the old client, which sent none). */
export const savePageSettings = async (body: AvailableLandSettingsUpdate) =>
  (await api.put<{ settings: AvailableLandSettings }>('/available-land-settings', body)).settings;

export function useSavePageSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePageSettings,
    onSuccess: (saved) => qc.setQueryData(pageSettingsKey, saved),
  });
}
