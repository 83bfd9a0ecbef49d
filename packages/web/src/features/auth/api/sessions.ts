import type { AdminSession } from '@land-office/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';

/** The signed-in user's sessions, the current one flagged. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: (): Promise<AdminSession[]> => unwrap(landOffice.GET('/api/admin/auth/sessions')),
  });
}

/** Signs one session out (on every instance: the token is gone from the database). */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(landOffice.DELETE('/api/admin/auth/sessions/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Signs out every session but this one. */
export function useSignOutOthers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(landOffice.POST('/api/admin/auth/logout-all')),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
