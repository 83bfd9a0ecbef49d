import type { User } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { dropListedRow } from '../../../lib/listed-rows';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { userKeys } from './keys';

export const deleteUser = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/users/{id}', { params: { path: { id } } }));

/** Deletes a user; their sessions and links go with them, their activity entries stay. */
export const useDeleteUser = () =>
  useCacheMutation(deleteUser, (qc, _result, id) => {
    dropListedRow<User>(qc, userKeys.list(), id);
    qc.removeQueries({ queryKey: userKeys.detail(id) });
  });
