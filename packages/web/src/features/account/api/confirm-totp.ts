import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { enrolled } from './enrolment';

/** Turns the app on with its first code; answers the ten recovery codes, shown this once. */
export const useConfirmTotp = () =>
  useCacheMutation(
    (code: string) => unwrap(landOffice.POST('/api/admin/account/totp/confirm', { body: { code } })),
    (qc) => enrolled(qc),
  );
