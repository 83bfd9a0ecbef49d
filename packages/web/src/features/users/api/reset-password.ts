import type { UserLink } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (id: number) => api.post<UserLink>(`/admin/users/${id}/reset-password`);

/** A one-time link (24 h) with which the user chooses a new password; a fresh invitation if still invited. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
