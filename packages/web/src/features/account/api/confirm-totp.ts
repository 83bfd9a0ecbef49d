import type { RecoveryCodes } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { enrolled } from './enrolment';

/** Turns the app on with its first code; answers the ten recovery codes, shown this once. */
export function useConfirmTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/admin/account/totp/confirm', { code }),
    onSuccess: () => enrolled(qc),
  });
}
