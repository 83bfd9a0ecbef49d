import type { HeaderButton } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { readVersioned, versionedQuery } from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/**
 * The admin's read of the button (the public site reads the same at `/header-settings/button`),
 * with the version it was read at (for the form's `If-Match`).
 */
export const getHeaderButton = () =>
  readVersioned<HeaderButton, HeaderButton>('/header-settings/admin/button');

export const useHeaderButton = () =>
  useQuery({ queryKey: headerKeys.button(), queryFn: getHeaderButton, ...versionedQuery });
