import type { SecuritySettings } from '@land-office/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { siteSettingsKeys } from './keys';

export const getSecuritySettings = () => unwrap(landOffice.GET('/api/admin/security-settings'));

/** Whether an owner requires a second factor of everyone (owners only). */
export const useSecuritySettings = () =>
  useQuery({ queryKey: siteSettingsKeys.security, queryFn: getSecuritySettings, retry: false });

export function useSaveSecuritySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SecuritySettings) => unwrap(landOffice.PUT('/api/admin/security-settings', { body })),
    onSuccess: (saved) => qc.setQueryData(siteSettingsKeys.security, saved),
  });
}
