import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export const useRemovePasskey = () =>
  useCacheMutation(
    (id: number) =>
      unwrap(landOffice.DELETE('/api/admin/account/passkeys/{id}', { params: { path: { id } } })),
    (qc) => qc.invalidateQueries({ queryKey: accountKeys.twoFactor }),
  );
