import type { TotpSetup } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new authenticator secret to scan (QR code as SVG) or type in; on only once a first code confirms it. */
export const useSetUpTotp = () =>
  useMutation({ mutationFn: () => api.post<TotpSetup>('/admin/account/totp/setup') });
