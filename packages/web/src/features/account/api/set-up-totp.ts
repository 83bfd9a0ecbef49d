import { useMutation } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';

/** A new authenticator secret to scan (QR code as SVG) or type in; on only once a first code confirms it. */
export const useSetUpTotp = () =>
  useMutation({ mutationFn: () => unwrap(landOffice.POST('/api/admin/account/totp/setup')) });
