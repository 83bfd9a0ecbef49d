import type { SiteSettings, SiteSettingsUpdate } from '@land-office/contract';
import { saveVersioned, useVersionedSave } from '../../../lib/versioned-document';
import { siteSettingsKeys } from './keys';

/** Saved at the version the settings were opened at; a change saved since by someone else answers 412. */
export const updateSiteSettings = ({ body, version }: { body: SiteSettingsUpdate; version?: string }) =>
  saveVersioned(
    '/site-settings/admin',
    body,
    version,
    (answer: { settings: SiteSettings }) => answer.settings,
  );

export const useUpdateSiteSettings = () => useVersionedSave(siteSettingsKeys.all, updateSiteSettings);
