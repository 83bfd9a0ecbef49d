import type { AvailableLandSettings } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';

export const pageSettingsKey = ['available-land-settings', 'page'] as const;

/**
 * The admin's read (the public page reads the same at `/available-land-settings`), with the
 * version the settings were read at (for the form's `If-Match`).
 */
export const getPageSettings = async () => {
  const { data, version } = await api.getWithVersion<AvailableLandSettings>('/available-land-settings/admin');
  return withVersion(data, version);
};

export const usePageSettings = () =>
  useQuery({
    queryKey: pageSettingsKey,
    queryFn: getPageSettings,
    retry: false,
    // Settings rebuilt by structural sharing would lose their version.
    structuralSharing: false,
  });
