import type { User, UserUpdate } from '@land-office/contract';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { replaceListedRow } from '../../../lib/listed-rows';
import { session } from '../../../lib/session';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { userKeys } from './keys';

export const updateUser = ({ id, body }: { id: number; body: UserUpdate }) =>
  unwrap(landOffice.PUT('/api/admin/users/{id}', { params: { path: { id } }, body }));

/** A partial update; the list shows the saved user at once, the shell too when it is the signed-in one. */
export const useUpdateUser = () =>
  useCacheMutation(updateUser, (qc, saved) => {
    replaceListedRow<User>(qc, userKeys.list(), saved);
    qc.setQueryData(userKeys.detail(saved.id), saved);
    if (saved.id === session.get()?.admin.id) return qc.invalidateQueries({ queryKey: accountKeys.me });
  });
