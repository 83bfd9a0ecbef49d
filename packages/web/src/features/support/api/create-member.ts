import type { SupportMember } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, landOffice, unwrap } from '../../../lib/api';
import { supportKeys } from './keys';

export const createMember = (body: BodyOf<'/api/admin/support', 'post'>) =>
  unwrap(landOffice.POST('/api/admin/support', { body }));

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
