import { useQuery } from '@tanstack/react-query';
import { landOffice } from '../../../lib/api';
import { keepVersion, versionedQuery } from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/** The logo settings with the version they were read at (for the form's `If-Match`). */
export const getHeaderSettings = () => keepVersion(landOffice.GET('/api/header-settings/admin'));

export const useHeaderSettings = () =>
  useQuery({ queryKey: headerKeys.settings(), queryFn: getHeaderSettings, ...versionedQuery });
