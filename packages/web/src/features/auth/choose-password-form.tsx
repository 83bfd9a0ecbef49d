import { type LinkInfo, PASSWORD_MIN_LENGTH } from '@land-office/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass, Field, inputClass } from '../../components/field';
import { LandOfficeError } from '../../lib/api';
import { refusalText } from '../../lib/refusal-text';
import { needsSecondFactor, useLogin } from './api/login';
import { useChoosePassword } from './api/one-time-link';
import { PublicCard } from './public-card';

interface Values {
  display_name: string;
  password: string;
  confirm: string;
}

/**
 * The password (and, for an invitation, the display name) a one-time link is for: checked here
 * as far as it can be, then by the server; once set, the person is signed in with it.
 */
export function ChoosePasswordForm({ token, info }: { token: string; info: LinkInfo }) {
  const { t } = useTranslation(['choosePassword', 'common']);
  const navigate = useNavigate();
  const choose = useChoosePassword();
  const login = useLogin();
  const [outcome, setOutcome] = useState<{ text: string; signIn: boolean; isError: boolean }>();
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: { display_name: info.display_name, password: '', confirm: '' },
  });
  const errors = formState.errors;
  const invite = info.purpose === 'invite';

  const save = handleSubmit(async ({ display_name, password }) => {
    setOutcome(undefined);
    let username: string;
    try {
      const body = { token, password, ...(invite ? { display_name: display_name.trim() } : {}) };
      ({ username } = await choose.mutateAsync({ purpose: info.purpose, body }));
    } catch (error) {
      const text = refusalText(error, t('failed'));
      const field = error instanceof LandOfficeError ? error.field : undefined;
      if (field === 'password' || field === 'display_name')
        setError(field, { message: text }, { shouldFocus: true });
      // Used up meanwhile (another tab): nothing left to do here but sign in.
      else
        setOutcome({ text, signIn: error instanceof LandOfficeError && error.status === 404, isError: true });
      return;
    }
    try {
      const answer = await login.mutateAsync({ username, password });
      // An account with a second factor finishes signing in on the sign-in page.
      if (needsSecondFactor(answer)) setOutcome({ text: t('saved'), signIn: true, isError: false });
      else navigate('/admin/dashboard', { replace: true });
    } catch {
      // The password is set all the same; the sign-in page says why signing in failed.
      setOutcome({ text: t('saved'), signIn: true, isError: false });
    }
  });
  const busy = formState.isSubmitting;

  return (
    <PublicCard>
      <form onSubmit={save} noValidate className="space-y-4">
        <h1 className="text-2xl font-semibold">
          {t(invite ? 'invite.heading' : 'reset.heading', { name: info.display_name || info.username })}
        </h1>
        <p className="text-sm text-slate-600">
          {t(invite ? 'invite.text' : 'reset.text', { username: info.username })}
        </p>
        <Field label={t('username')}>
          <input
            value={info.username}
            readOnly
            autoComplete="username"
            className={`${inputClass} bg-slate-50`}
          />
        </Field>
        {invite && (
          <Field label={t('displayName')} error={errors.display_name?.message}>
            <input
              {...register('display_name', {
                maxLength: { value: 100, message: 'Display name must be at most 100 characters' },
              })}
              autoComplete="name"
              className={inputClass}
            />
          </Field>
        )}
        <Field label={t('password')} error={errors.password?.message} hint={t('policy')}>
          <input
            type="password"
            autoComplete="new-password"
            {...register('password', {
              required: t('passwordRequired'),
              minLength: { value: PASSWORD_MIN_LENGTH, message: t('tooShort') },
            })}
            className={inputClass}
          />
        </Field>
        <Field label={t('confirm')} error={errors.confirm?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...register('confirm', { validate: (value, all) => value === all.password || t('mismatch') })}
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={busy} className={`${buttonClass.primary} w-full`}>
          {busy ? t('saving') : t(invite ? 'invite.submit' : 'reset.submit')}
        </button>
        {outcome && (
          <div
            role={outcome.isError ? 'alert' : 'status'}
            className={`space-y-2 text-sm ${outcome.isError ? 'text-red-700' : 'text-slate-700'}`}
          >
            <p>{outcome.text}</p>
            {outcome.signIn && (
              <Link to="/admin/login" className="inline-block font-medium text-blue-700 underline">
                {t('toSignIn')}
              </Link>
            )}
          </div>
        )}
      </form>
    </PublicCard>
  );
}
