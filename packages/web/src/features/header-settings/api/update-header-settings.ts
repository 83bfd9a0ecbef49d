import type { HeaderSettings, HeaderSettingsUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { headerKeys } from './keys';

export const updateHeaderSettings = async (body: HeaderSettingsUpdate) =>
  (await api.put<{ settings: HeaderSettings }>('/header-settings/admin', body)).settings;

export function useUpdateHeaderSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateHeaderSettings,
    onSuccess: (saved) => qc.setQueryData(headerKeys.settings(), saved),
  });
}
