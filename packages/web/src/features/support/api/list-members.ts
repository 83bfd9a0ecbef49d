import type { SupportMember } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { supportKeys } from './keys';

export const listMembers = () => unwrap(landOffice.GET('/api/admin/support'));

/** How often to ask again while the server is still looking avatars up (ms). */
export const PENDING_REFETCH_MS = 2_000;
/** A failed lookup is retried by the server after 30 s at the earliest. */
export const FAILED_REFETCH_MS = 30_000;
/** Otherwise refresh now and then, so in-world online/offline reports show up by themselves. */
export const PRESENCE_REFETCH_MS = 60_000;

/** Refresh soon while a name is being looked up, slower while a lookup waits for its retry. */
export function lookupRefetchInterval(members: SupportMember[] | undefined): number {
  if (members?.some((m) => m.profile_status === 'pending')) return PENDING_REFETCH_MS;
  if (members?.some((m) => m.profile_status === 'failed')) return FAILED_REFETCH_MS;
  return PRESENCE_REFETCH_MS;
}

export const membersQuery = () =>
  queryOptions({
    queryKey: supportKeys.list(),
    queryFn: listMembers,
    refetchInterval: (query) => lookupRefetchInterval(query.state.data),
  });

/** The whole roster, names and photos filling in as the server resolves them. */
export const useMembers = () => useQuery(membersQuery());
