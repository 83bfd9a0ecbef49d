import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

/** Ten new recovery codes (the old ones die); asks for the password again. */
export const useNewRecoveryCodes = () =>
  useCacheMutation(
    (password: string) =>
      unwrap(landOffice.POST('/api/admin/account/recovery-codes', { body: { password } })),
    (qc) => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  );
