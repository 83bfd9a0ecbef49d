import type { HeaderButton, HeaderButtonUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { headerKeys } from './keys';

export const updateHeaderButton = async (body: HeaderButtonUpdate) =>
  (await api.put<{ button: HeaderButton }>('/header-settings/admin/button', body)).button;

export function useUpdateHeaderButton() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateHeaderButton,
    onSuccess: (saved) => qc.setQueryData(headerKeys.button(), saved),
  });
}
