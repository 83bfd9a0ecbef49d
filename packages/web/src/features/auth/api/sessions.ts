import type { AdminSession } from '@land-office/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { api, unwrap } from '../../../lib/api-client';
import { landOffice } from '../../../lib/typed-client';

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
    mutationFn: (id: number) => api.delete(`/admin/auth/sessions/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Signs out every session but this one. */
export function useSignOutOthers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ revoked: number }>('/admin/auth/logout-all'),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
