import { useQuery } from '@tanstack/react-query';
import { landOffice } from '../../../lib/api';
import { keepVersion, versionedQuery } from '../../../lib/versioned-document';

export const pageSettingsKey = ['available-land-settings', 'page'] as const;

/**
 * The admin's read (the public page reads the same at `/available-land-settings`), with the
 * version the settings were read at (for the form's `If-Match`).
 */
export const getPageSettings = () => keepVersion(landOffice.GET('/api/available-land-settings/admin'));

export const usePageSettings = () =>
  useQuery({ queryKey: pageSettingsKey, queryFn: getPageSettings, ...versionedQuery });
