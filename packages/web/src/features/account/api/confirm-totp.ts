import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { enrolled } from './enrolment';

/** Turns the app on with its first code; answers the ten recovery codes, shown this once. */
export function useConfirmTotp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      unwrap(landOffice.POST('/api/admin/account/totp/confirm', { body: { code } })),
    onSuccess: () => enrolled(qc),
  });
}
