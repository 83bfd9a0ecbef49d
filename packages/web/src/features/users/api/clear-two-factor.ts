import type { User } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const clearTwoFactor = (id: number) => api.delete<User>(`/admin/users/${id}/two-factor`);

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
