import type { Passkey } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/passkey';
import { enrolled } from './enrolment';

/**
 * Registers a passkey: the server's options, the browser's prompt (closing it rejects with the
 * browser's NotAllowedError), then the server's check, under `name`.
 */
export async function addPasskey(name: string | undefined): Promise<Passkey> {
  const options = await api.post<Record<string, unknown>>('/admin/auth/webauthn/register/options');
  const response = await createPasskey(options);
  return api.post<Passkey>('/admin/auth/webauthn/register/verify', { response, ...(name ? { name } : {}) });
}

export function useAddPasskey() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addPasskey, onSuccess: () => enrolled(qc) });
}
