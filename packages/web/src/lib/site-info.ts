import { createContext, useContext } from 'react';

/**
 * What the admin knows of the public site, from `/auth/me`: its time zone (`SITE_TIMEZONE`), in
 * which every date and time of scheduled content is shown and picked (UTC until it is known),
 * and its address (`PUBLIC_SITE_URL`; null when unset). The admin layout provides it.
 */
export const SiteInfo = createContext<{ timezone: string; url: string | null }>({
  timezone: 'UTC',
  url: null,
});

export const useSiteTimeZone = () => useContext(SiteInfo).timezone;
export const useSiteUrl = () => useContext(SiteInfo).url;
