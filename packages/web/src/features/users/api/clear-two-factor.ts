import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { userKeys } from './keys';

export const clearTwoFactor = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/users/{id}/two-factor', { params: { path: { id } } }));

/** Clears the second factors (app, recovery codes, passkeys) of someone who lost them. */
export function useClearTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearTwoFactor,
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(user.id), user);
      return client.invalidateQueries({ queryKey: userKeys.list() });
    },
  });
}
