import type { SiteSettings } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { siteSettingsKeys } from './keys';

/** The admin's read: the settings with the version they were read at (for the form's `If-Match`). */
export const getSiteSettings = async () => {
  const { data, version } = await api.getWithVersion<SiteSettings>('/site-settings/admin');
  return withVersion(data, version);
};

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: siteSettingsKeys.all,
    queryFn: getSiteSettings,
    retry: false,
    // Settings rebuilt by structural sharing would lose their version.
    structuralSharing: false,
  });

/** The stored site settings, spec defaults filled in by the server. */
export const useSiteSettings = () => useQuery(siteSettingsQuery());
