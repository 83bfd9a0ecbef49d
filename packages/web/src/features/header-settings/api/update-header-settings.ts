import type { HeaderSettings, HeaderSettingsUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { headerKeys } from './keys';

/**
 * With the `version` the settings were opened at, a change saved since by someone else answers
 * 412; the saved settings keep their new version.
 */
export const updateHeaderSettings = async ({
  body,
  version,
}: {
  body: HeaderSettingsUpdate;
  version?: string;
}) => {
  const saved = await api.putWithVersion<{ settings: HeaderSettings }>(
    '/header-settings/admin',
    body,
    version,
  );
  return withVersion(saved.data.settings, saved.version);
};

export function useUpdateHeaderSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateHeaderSettings,
    onSuccess: (saved) => qc.setQueryData(headerKeys.settings(), saved),
  });
}
