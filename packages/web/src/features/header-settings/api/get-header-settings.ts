import type { HeaderSettings } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { readVersioned, versionedQuery } from '../../../lib/versioned-document';
import { headerKeys } from './keys';

/** The logo settings with the version they were read at (for the form's `If-Match`). */
export const getHeaderSettings = () =>
  readVersioned<HeaderSettings, HeaderSettings>('/header-settings/admin');

export const useHeaderSettings = () =>
  useQuery({ queryKey: headerKeys.settings(), queryFn: getHeaderSettings, ...versionedQuery });
