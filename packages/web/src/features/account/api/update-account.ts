import type { AccountUpdate } from '@land-office/contract';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export const updateAccount = async (body: AccountUpdate) =>
  (await unwrap(landOffice.PUT('/api/admin/account', { body }))).admin;

/**
 * Saves one's own display name and e-mail. The saved user replaces the one in the session, so
 * the shell names them anew at once, and the one `/auth/me` answered, so it is not put back.
 */
export const useUpdateAccount = () =>
  useCacheMutation(updateAccount, (qc, admin) => {
    const current = session.get();
    if (current) session.set({ ...current, admin });
    qc.setQueryData(accountKeys.me, { admin });
  });
