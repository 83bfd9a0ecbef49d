import { useQuery } from '@tanstack/react-query';
import { landOffice } from '../../../lib/api';
import { keepVersion, versionedQuery } from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/**
 * The admin's read of the button (the public site reads the same at `/header-settings/button`),
 * with the version it was read at (for the form's `If-Match`).
 */
export const getHeaderButton = () => keepVersion(landOffice.GET('/api/header-settings/admin/button'));

export const useHeaderButton = () =>
  useQuery({ queryKey: headerKeys.button(), queryFn: getHeaderButton, ...versionedQuery });
