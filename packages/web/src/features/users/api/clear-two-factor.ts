import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { userKeys } from './keys';

export const clearTwoFactor = (id: number) =>
  unwrap(landOffice.DELETE('/api/admin/users/{id}/two-factor', { params: { path: { id } } }));

/** Clears the second factors (app, recovery codes, passkeys) of someone who lost them. */
export const useClearTwoFactor = () =>
  useCacheMutation(clearTwoFactor, (qc, user) => {
    qc.setQueryData(userKeys.detail(user.id), user);
    return qc.invalidateQueries({ queryKey: userKeys.list() });
  });
