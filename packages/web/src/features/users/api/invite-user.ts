import type { User, UserInvite, UserLink } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const inviteUser = (body: UserInvite) => api.post<UserLink>('/admin/users', body);

/** Creates the user, invited, and answers the one-time link they choose their password with. */
export function useInviteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: ({ user }) => {
      qc.setQueryData<User[]>(userKeys.list(), (rows) => rows && [...rows, user]);
      return qc.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}
