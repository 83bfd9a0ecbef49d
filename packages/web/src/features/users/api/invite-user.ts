import type { User, UserInvite } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { appendListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { userKeys } from './keys';

export const inviteUser = (body: UserInvite) => unwrap(landOffice.POST('/api/admin/users', { body }));

/** Creates the user, invited, and answers the one-time link they choose their password with. */
export const useInviteUser = () =>
  useCacheMutation(inviteUser, (qc, { user }) => {
    appendListedRow<User>(qc, userKeys.list(), user);
    return qc.invalidateQueries({ queryKey: userKeys.list() });
  });
