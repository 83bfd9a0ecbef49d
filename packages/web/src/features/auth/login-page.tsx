import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@land-office/contract';
import { useEffect } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../lib/api-client';
import { problemText } from '../../lib/problem-text';
import { useSession } from '../../lib/session';
import { useLogin } from './api/login';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  // A field's check in the admin's language: the contract's "Username is required" is the
  // catalogue's English; any other check (a value too long) is shown as the contract words it.
  const fieldError = (error: FieldError, key: 'usernameRequired' | 'passwordRequired') =>
    error.message === t(`login.${key}`, { lng: 'en' }) ? t(`login.${key}`) : error.message;
  const current = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginBody>({ resolver: zodResolver(LoginBody) });
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== '/admin/login' ? from : '/admin/dashboard';
  useEffect(() => {
    document.title = t('login.documentTitle');
  }, [t]);

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
        <h1 className="text-center text-2xl font-semibold">{t('common:appName')}</h1>
        <label className="block">
          <span className="text-sm font-medium">{t('login.username')}</span>
          <input
            {...register('username')}
            autoComplete="username"
            required
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          />
          {formState.errors.username && (
            <span className="text-sm text-red-600">
              {fieldError(formState.errors.username, 'usernameRequired')}
            </span>
          )}
        </label>
        <label className="block">
          <span className="text-sm font-medium">{t('login.password')}</span>
          <input
            {...register('password')}
            type="password"
            autoComplete="current-password"
            required
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          />
          {formState.errors.password && (
            <span className="text-sm text-red-600">
              {fieldError(formState.errors.password, 'passwordRequired')}
            </span>
          )}
        </label>
        <button
          type="submit"
          disabled={login.isPending}
          className="w-full rounded bg-slate-900 py-2 font-medium text-white disabled:opacity-60"
        >
          {login.isPending ? t('login.signingIn') : t('login.signIn')}
        </button>
        {login.isError && (
          <p role="alert" className="text-sm text-red-600">
            {problemText(errorText(login.error, t('login.failed')))}
          </p>
        )}
      </form>
    </div>
  );
}
