import { type BodyOf, landOffice } from '../../../lib/api';
import {
  ifMatch,
  keepVersion,
  useVersionedSave,
  type VersionedChange,
} from '../../../lib/versioned-document';
import { siteSettingsKeys } from './keys';

/** Saved at the version the settings were opened at; a change saved since by someone else answers 412. */
export const updateSiteSettings = ({
  body,
  version,
}: VersionedChange<BodyOf<'/api/site-settings/admin', 'put'>>) =>
  keepVersion(
    landOffice.PUT('/api/site-settings/admin', { body, headers: ifMatch(version) }),
    (answer) => answer.settings,
  );

export const useUpdateSiteSettings = () => useVersionedSave(siteSettingsKeys.all, updateSiteSettings);
