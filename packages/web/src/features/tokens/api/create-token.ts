import type { TokenInput } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { tokenKeys } from './keys';

export const createToken = (body: TokenInput) => unwrap(landOffice.POST('/api/admin/tokens', { body }));

/** Makes a token; the answer holds the token itself, shown this once. */
export function useCreateToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => qc.invalidateQueries({ queryKey: tokenKeys.list() }),
  });
}
