import type { ChoosePassword, ChosenPassword, LinkInfo } from '@land-office/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type LinkPurpose = LinkInfo['purpose'];

export const getLinkInfo = (token: string) =>
  api.get<LinkInfo>(`/admin/auth/link?${new URLSearchParams({ token })}`);

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

const routes: Record<LinkPurpose, string> = {
  invite: '/admin/auth/accept-invite',
  reset: '/admin/auth/reset-password',
};

/** Chooses the password a link was for (using the link up); answers whose account it is. */
export function useChoosePassword() {
  return useMutation({
    mutationFn: ({ purpose, body }: { purpose: LinkPurpose; body: ChoosePassword }) =>
      api.post<z.infer<typeof ChosenPassword>>(routes[purpose], body),
  });
}
