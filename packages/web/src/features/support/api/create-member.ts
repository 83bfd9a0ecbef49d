import type { SupportMember, SupportMemberCreate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';

export const createMember = (body: SupportMemberCreate) => api.post<SupportMember>('/admin/support', body);

export function useCreateMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: (saved) => {
      qc.setQueryData<SupportMember[]>(supportKeys.list(), (rows) => rows && [...rows, saved]);
      return qc.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}
