import type { HeaderButton } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { headerKeys } from './keys';

/**
 * The admin's read of the button (the public site reads the same at `/header-settings/button`),
 * with the version it was read at (for the form's `If-Match`).
 */
export const getHeaderButton = async () => {
  const { data, version } = await api.getWithVersion<HeaderButton>('/header-settings/admin/button');
  return withVersion(data, version);
};

export const useHeaderButton = () =>
  useQuery({
    queryKey: headerKeys.button(),
    queryFn: getHeaderButton,
    retry: false,
    // A button rebuilt by structural sharing would lose its version.
    structuralSharing: false,
  });
