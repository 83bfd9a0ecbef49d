import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

/** Turns the app (and its recovery codes) off; asks for the password again. */
export const useTurnOffTotp = () =>
  useCacheMutation(
    (password: string) => unwrap(landOffice.POST('/api/admin/account/totp/disable', { body: { password } })),
    (qc) => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  );
