import { useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';

/** Revokes the token on the server, then forgets the session here whatever the server said. */
export function useLogout() {
  const qc = useQueryClient();
  return async () => {
    try {
      await unwrap(landOffice.POST('/api/admin/auth/logout'));
    } catch {
      // Already signed out server-side or offline: the local session goes all the same.
    }
    session.clear();
    qc.clear();
  };
}
