import type { AvailableLandSettings } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { readVersioned, versionedQuery } from '../../../lib/versioned-document';

export const pageSettingsKey = ['available-land-settings', 'page'] as const;

/**
 * The admin's read (the public page reads the same at `/available-land-settings`), with the
 * version the settings were read at (for the form's `If-Match`).
 */
export const getPageSettings = () =>
  readVersioned<AvailableLandSettings, AvailableLandSettings>('/available-land-settings/admin');

export const usePageSettings = () =>
  useQuery({ queryKey: pageSettingsKey, queryFn: getPageSettings, ...versionedQuery });
