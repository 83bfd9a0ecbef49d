import type { HeaderButton, HeaderButtonUpdate } from '@land-office/contract';
import { saveVersioned, useVersionedSave } from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/** Saved at the version the button was opened at; a change saved since by someone else answers 412. */
export const updateHeaderButton = ({ body, version }: { body: HeaderButtonUpdate; version?: string }) =>
  saveVersioned(
    '/header-settings/admin/button',
    body,
    version,
    (answer: { button: HeaderButton }) => answer.button,
  );

export const useUpdateHeaderButton = () => useVersionedSave(headerKeys.button(), updateHeaderButton);
