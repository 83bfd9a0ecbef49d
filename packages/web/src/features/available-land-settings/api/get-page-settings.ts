import type { AvailableLandSettings } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pageSettingsKey = ['available-land-settings', 'page'] as const;

/** A public read: the public available-land page reads the same settings. */
export const getPageSettings = () => api.get<AvailableLandSettings>('/available-land-settings');

export const usePageSettings = () =>
  useQuery({ queryKey: pageSettingsKey, queryFn: getPageSettings, retry: false });
