import type { SiteSettings } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteSettingsKeys } from './keys';

export const getSiteSettings = () => api.get<SiteSettings>('/site-settings/');

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: siteSettingsKeys.all, queryFn: getSiteSettings, retry: false });

/** The stored site settings, spec defaults filled in by the server. */
export const useSiteSettings = () => useQuery(siteSettingsQuery());
