import type { HeaderSettings, HeaderSettingsUpdate } from '@land-office/contract';
import { saveVersioned, useVersionedSave } from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/** Saved at the version the settings were opened at; a change saved since by someone else answers 412. */
export const updateHeaderSettings = ({ body, version }: { body: HeaderSettingsUpdate; version?: string }) =>
  saveVersioned(
    '/header-settings/admin',
    body,
    version,
    (answer: { settings: HeaderSettings }) => answer.settings,
  );

export const useUpdateHeaderSettings = () => useVersionedSave(headerKeys.settings(), updateHeaderSettings);
