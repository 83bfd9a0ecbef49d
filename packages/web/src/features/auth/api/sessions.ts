import type { AdminSession } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

/** The signed-in user's sessions, the current one flagged. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: (): Promise<AdminSession[]> => unwrap(landOffice.GET('/api/admin/auth/sessions')),
  });
}

/** Signs one session out (on every instance: the token is gone from the database). */
export const useRevokeSession = () =>
  useCacheMutation(
    (id: number) => unwrap(landOffice.DELETE('/api/admin/auth/sessions/{id}', { params: { path: { id } } })),
    (qc) => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  );

/** Signs out every session but this one. */
export const useSignOutOthers = () =>
  useCacheMutation(
    () => unwrap(landOffice.POST('/api/admin/auth/logout-all')),
    (qc) => qc.invalidateQueries({ queryKey: accountKeys.sessions }),
  );
