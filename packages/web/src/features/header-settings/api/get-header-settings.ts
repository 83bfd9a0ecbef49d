import type { HeaderSettings } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { headerKeys } from './keys';

/** The logo settings with the version they were read at (for the form's `If-Match`). */
export const getHeaderSettings = async () => {
  const { data, version } = await api.getWithVersion<HeaderSettings>('/header-settings/admin');
  return withVersion(data, version);
};

export const useHeaderSettings = () =>
  useQuery({
    queryKey: headerKeys.settings(),
    queryFn: getHeaderSettings,
    retry: false,
    // Settings rebuilt by structural sharing would lose their version.
    structuralSharing: false,
  });
