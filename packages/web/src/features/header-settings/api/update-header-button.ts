import type { HeaderButton, HeaderButtonUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { headerKeys } from './keys';

/**
 * With the `version` the button was opened at, a change saved since by someone else answers 412;
 * the saved button keeps its new version.
 */
export const updateHeaderButton = async ({
  body,
  version,
}: {
  body: HeaderButtonUpdate;
  version?: string;
}) => {
  const saved = await api.putWithVersion<{ button: HeaderButton }>(
    '/header-settings/admin/button',
    body,
    version,
  );
  return withVersion(saved.data.button, saved.version);
};

export function useUpdateHeaderButton() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateHeaderButton,
    onSuccess: (saved) => qc.setQueryData(headerKeys.button(), saved),
  });
}
