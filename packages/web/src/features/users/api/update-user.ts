import type { User, UserUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';
import { userKeys } from './keys';

export const updateUser = ({ id, body }: { id: number; body: UserUpdate }) =>
  unwrap(landOffice.PUT('/api/admin/users/{id}', { params: { path: { id } }, body }));

/** A partial update; the list shows the saved user at once, the shell too when it is the signed-in one. */
export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) => {
      qc.setQueryData<User[]>(userKeys.list(), (rows) =>
        rows?.map((row) => (row.id === saved.id ? saved : row)),
      );
      qc.setQueryData(userKeys.detail(saved.id), saved);
      if (saved.id === session.get()?.admin.id) return qc.invalidateQueries({ queryKey: accountKeys.me });
    },
  });
}
