import type { HeaderButtonUpdate } from '@land-office/contract';
import { landOffice } from '../../../lib/api';
import {
  ifMatch,
  keepVersion,
  useVersionedSave,
  type VersionedChange,
} from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/** Saved at the version the button was opened at; a change saved since by someone else answers 412. */
export const updateHeaderButton = ({ body, version }: VersionedChange<HeaderButtonUpdate>) =>
  keepVersion(
    landOffice.PUT('/api/header-settings/admin/button', { body, headers: ifMatch(version) }),
    (answer) => answer.button,
  );

export const useUpdateHeaderButton = () => useVersionedSave(headerKeys.button(), updateHeaderButton);
