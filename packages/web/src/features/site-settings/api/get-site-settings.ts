import type { SiteSettings } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readVersioned, versionedQuery } from '../../../lib/versioned-document';
import { siteSettingsKeys } from './keys';

/** The admin's read: the settings with the version they were read at (for the form's `If-Match`). */
export const getSiteSettings = () => readVersioned<SiteSettings, SiteSettings>('/site-settings/admin');

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: siteSettingsKeys.all, queryFn: getSiteSettings, ...versionedQuery });

/** The stored site settings, spec defaults filled in by the server. */
export const useSiteSettings = () => useQuery(siteSettingsQuery());
