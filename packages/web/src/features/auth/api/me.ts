import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';

/**
 * Confirms a restored session with the server once per load; a refused token signs out
 * (through the api client), and fresh username/e-mail replace the stored copy. Answers the
 * query, whose `site` holds the site's time zone.
 */
export function useMe() {
  const query = useQuery({
    queryKey: accountKeys.me,
    queryFn: () => unwrap(landOffice.GET('/api/admin/auth/me')),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    const current = session.get();
    const fresh = query.data?.admin;
    if (current && fresh && JSON.stringify(fresh) !== JSON.stringify(current.admin))
      session.set({ ...current, admin: fresh });
  }, [query.data]);
  return query;
}
