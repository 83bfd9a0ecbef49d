import type { LoginBody, LoginResponse } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => api.post<LoginResponse>('/admin/auth/login', body),
    onSuccess: ({ token, admin }) => session.set({ token, admin }),
  });
}
