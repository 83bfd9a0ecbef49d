import type { ChoosePassword, LinkInfo } from '@land-office/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';

export type LinkPurpose = LinkInfo['purpose'];

export const getLinkInfo = (token: string) =>
  unwrap(landOffice.GET('/api/admin/auth/link', { params: { query: { token } } }));

/** What an invitation or reset link is for, and whose it is; a 404 says it expired or was used. */
export function useLinkInfo(token: string) {
  return useQuery({
    queryKey: ['auth', 'link', token],
    queryFn: () => getLinkInfo(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const routes = {
  invite: '/api/admin/auth/accept-invite',
  reset: '/api/admin/auth/reset-password',
} as const satisfies Record<LinkPurpose, string>;

/** Chooses the password a link was for (using the link up); answers whose account it is. */
export function useChoosePassword() {
  return useMutation({
    mutationFn: ({ purpose, body }: { purpose: LinkPurpose; body: ChoosePassword }) =>
      unwrap(landOffice.POST(routes[purpose], { body })),
  });
}
