import { useMutation } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';

export const resetPassword = (id: number) =>
  unwrap(landOffice.POST('/api/admin/users/{id}/reset-password', { params: { path: { id } } }));

/** A one-time link (24 h) with which the user chooses a new password; a fresh invitation if still invited. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
