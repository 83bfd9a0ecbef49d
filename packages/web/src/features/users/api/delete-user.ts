import type { User } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { userKeys } from './keys';

export const deleteUser = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/users/{id}', { params: { path: { id } } }));

/** Deletes a user; their sessions and links go with them, their activity entries stay. */
export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      qc.setQueryData<User[]>(userKeys.list(), (rows) => rows?.filter((row) => row.id !== id));
      qc.removeQueries({ queryKey: userKeys.detail(id) });
    },
  });
}
