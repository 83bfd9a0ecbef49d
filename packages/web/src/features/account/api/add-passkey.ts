import type { Passkey } from '@land-office/contract';
import { landOffice, unwrap } from '../../../lib/api';
import { createPasskey } from '../../../lib/passkey';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { enrolled } from './enrolment';

/**
 * Registers a passkey: the server's options, the browser's prompt (closing it rejects with the
 * browser's NotAllowedError), then the server's check, under `name`.
 */
export async function addPasskey(name: string | undefined): Promise<Passkey> {
  const options = await unwrap(landOffice.POST('/api/admin/auth/webauthn/register/options'));
  const response = await createPasskey(options);
  return unwrap(
    landOffice.POST('/api/admin/auth/webauthn/register/verify', {
      // A copy: the document types the browser's answer as an open record, which an interface is not.
      body: { response: { ...response }, ...(name ? { name } : {}) },
    }),
  );
}

export const useAddPasskey = () => useCacheMutation(addPasskey, (qc) => enrolled(qc));
