import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice } from '../../../lib/api';
import { keepVersion, versionedQuery } from '../../../lib/versioned-document';
import { siteSettingsKeys } from './keys';

/** The admin's read: the settings with the version they were read at (for the form's `If-Match`). */
export const getSiteSettings = () => keepVersion(landOffice.GET('/api/site-settings/admin'));

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: siteSettingsKeys.all, queryFn: getSiteSettings, ...versionedQuery });

/** The stored site settings, spec defaults filled in by the server. */
export const useSiteSettings = () => useQuery(siteSettingsQuery());
