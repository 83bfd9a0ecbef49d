import type { PasswordChange } from '@land-office/contract';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

/** Changes one's own password; the server signs out every other session and says how many. */
export const changePassword = (body: PasswordChange) =>
  unwrap(landOffice.POST('/api/admin/account/password', { body }));

export const useChangePassword = () =>
  useCacheMutation(changePassword, (qc) => qc.invalidateQueries({ queryKey: accountKeys.sessions }));
