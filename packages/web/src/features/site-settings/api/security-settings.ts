import type { SecuritySettings } from '@land-office/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteSettingsKeys } from './keys';

export const getSecuritySettings = () => api.get<SecuritySettings>('/admin/security-settings');

/** Whether an owner requires a second factor of everyone (owners only). */
export const useSecuritySettings = () =>
  useQuery({ queryKey: siteSettingsKeys.security, queryFn: getSecuritySettings, retry: false });

export function useSaveSecuritySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SecuritySettings) => api.put<SecuritySettings>('/admin/security-settings', body),
    onSuccess: (saved) => qc.setQueryData(siteSettingsKeys.security, saved),
  });
}
