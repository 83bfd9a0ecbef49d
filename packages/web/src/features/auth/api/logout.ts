import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** Revokes the token on the server, then forgets the session here whatever the server said. */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await api.post('/admin/auth/logout');
    } catch {
      // Already signed out server-side or offline: the local session goes all the same.
    }
    session.clear();
    qc.clear();
  };
}
