import { type BodyOf, landOffice } from '../../../lib/api';
import {
  ifMatch,
  keepVersion,
  useVersionedSave,
  type VersionedChange,
} from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/** Saved at the version the settings were opened at; a change saved since by someone else answers 412. */
export const updateHeaderSettings = ({
  body,
  version,
}: VersionedChange<BodyOf<'/api/header-settings/admin', 'put'>>) =>
  keepVersion(
    landOffice.PUT('/api/header-settings/admin', { body, headers: ifMatch(version) }),
    (answer) => answer.settings,
  );

export const useUpdateHeaderSettings = () => useVersionedSave(headerKeys.settings(), updateHeaderSettings);
