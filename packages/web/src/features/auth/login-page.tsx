import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, LoginBody } from '@land-office/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLogin } from './api/login';

export default function LoginPage() {
  const current = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginBody>({ resolver: zodResolver(LoginBody) });
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== '/admin/login' ? from : '/admin/dashboard';
  useEffect(() => {
    document.title = 'Sign in · Land Office';
  }, []);

  if (current && !login.isPending) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => navigate(target, { replace: true }) }),
  );

  return (
    <div className="flex min-h-screen items-center justify-center p-4">
      <form
        onSubmit={onSubmit}
        noValidate
        className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow"
      >
        <h1 className="text-center text-2xl font-semibold">Land Office</h1>
        <label className="block">
          <span className="text-sm font-medium">Username</span>
          <input
            {...register('username')}
            autoComplete="username"
            required
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          />
          {formState.errors.username && (
            <span className="text-sm text-red-600">{formState.errors.username.message}</span>
          )}
        </label>
        <label className="block">
          <span className="text-sm font-medium">Password</span>
          <input
            {...register('password')}
            type="password"
            autoComplete="current-password"
            required
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          />
          {formState.errors.password && (
            <span className="text-sm text-red-600">{formState.errors.password.message}</span>
          )}
        </label>
        <button
          type="submit"
          disabled={login.isPending}
          className="w-full rounded bg-slate-900 py-2 font-medium text-white disabled:opacity-60"
        >
          {login.isPending ? authMessages.signingIn : authMessages.signIn}
        </button>
        {login.isError && (
          <p role="alert" className="text-sm text-red-600">
            {errorText(login.error, authMessages.loginFailed)}
          </p>
        )}
      </form>
    </div>
  );
}
