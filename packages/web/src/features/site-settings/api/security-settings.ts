import type { SecuritySettings } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { siteSettingsKeys } from './keys';

export const getSecuritySettings = () => unwrap(landOffice.GET('/api/admin/security-settings'));

/** Whether an owner requires a second factor of everyone (owners only). */
export const useSecuritySettings = () =>
  useQuery({ queryKey: siteSettingsKeys.security, queryFn: getSecuritySettings, retry: false });

export const useSaveSecuritySettings = () =>
  useCacheMutation(
    (body: SecuritySettings) => unwrap(landOffice.PUT('/api/admin/security-settings', { body })),
    (qc, saved) => qc.setQueryData(siteSettingsKeys.security, saved),
  );
