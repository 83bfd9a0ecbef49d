import type { User, UserInvite } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { userKeys } from './keys';

export const inviteUser = (body: UserInvite) => unwrap(landOffice.POST('/api/admin/users', { body }));

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
