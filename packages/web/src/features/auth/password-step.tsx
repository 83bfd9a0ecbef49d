import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, type MfaRequired } from '@land-office/contract';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import { needsSecondFactor, useLogin } from './api/login';

/**
 * The sign-in's first step: username and password. A right password signs in, or, when the
 * account has a second factor, hands its challenge on (`onChallenge`). `notice` says why the
 * person is back here (the second step expired).
 */
export function PasswordStep({
  username,
  notice,
  onChallenge,
}: {
  username: string;
  notice?: string;
  onChallenge: (challenge: MfaRequired, username: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  // A field's check in the admin's language: the contract's "Username is required" is the
  // catalogue's English; any other check (a value too long) is shown as the contract words it.
  const fieldError = (error: FieldError, key: 'usernameRequired' | 'passwordRequired') =>
    error.message === t(`login.${key}`, { lng: 'en' }) ? t(`login.${key}`) : error.message;
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(LoginBody),
    defaultValues: username ? { username } : undefined,
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => {
        if (needsSecondFactor(answer)) onChallenge(answer, values.username);
      },
    }),
  );
  const problem = login.isError ? refusalText(login.error, t('login.failed')) : notice;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
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
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </form>
  );
}
