import { type MfaRequired, TotpConfirm, twoFactorMessages } from '@land-office/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { i18next } from '../../i18n';
import { LandOfficeError } from '../../lib/api';
import { refusalText } from '../../lib/refusal-text';
import { usePasskeySignIn } from './api/passkey-sign-in';
import { useSecondFactor } from './api/second-factor';
import { passkeyNote as noteOf } from './passkey-note';

type Mode = 'code' | 'recovery' | 'passkey';
interface Values {
  code: string;
  recovery_code: string;
}

/** A code as typed or pasted ("123 456"), as the server reads it. */
const plainCode = (typed: string) => typed.replace(/\s/g, '');
const checkCode = (typed: string) =>
  TotpConfirm.safeParse({ code: plainCode(typed) }).success || i18next.t('problems:checks.sixDigits');
/** Ten letters and digits, however grouped: the server ignores case, spaces and dashes. */
const RECOVERY_CODE = /^[A-Z0-9]{10}$/i;

/** The token ran out (5 minutes, 5 tries): only the password step can make a new one. */
const expired = (error: unknown): error is LandOfficeError =>
  error instanceof LandOfficeError && error.status === 401 && error.message === twoFactorMessages.mfaExpired;

const linkClass = 'text-sm font-medium text-blue-700 underline hover:text-blue-900';

/**
 * The sign-in's second step: the authenticator app's code, or a recovery code, or a passkey,
 * whichever the account has (`challenge.methods`). When the challenge expires, back to the
 * password (`onStartOver` with the server's words).
 */
export function SecondFactorStep({
  challenge,
  onStartOver,
}: {
  challenge: MfaRequired;
  onStartOver: (reason?: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { methods, mfa_token } = challenge;
  const [mode, setMode] = useState<Mode>(methods.includes('totp') ? 'code' : 'passkey');
  const [passkeyNote, setPasskeyNote] = useState<{ text: string; isError: boolean }>();
  const second = useSecondFactor();
  const passkey = usePasskeySignIn();
  const { register, handleSubmit, formState, setError, setFocus, resetField } = useForm<Values>({
    defaultValues: { code: '', recovery_code: '' },
  });
  const errors = formState.errors;
  // The step is there for this one field: the cursor is in it, and in the other after a switch.
  useEffect(() => {
    if (mode !== 'passkey') setFocus(mode === 'code' ? 'code' : 'recovery_code');
  }, [mode, setFocus]);

  const verify = handleSubmit(async ({ code, recovery_code }) => {
    const field = mode === 'recovery' ? 'recovery_code' : 'code';
    try {
      await second.mutateAsync(
        field === 'code'
          ? { mfa_token, code: plainCode(code) }
          : { mfa_token, recovery_code: recovery_code.trim() },
      );
    } catch (error) {
      if (expired(error)) return onStartOver(error.message);
      // A wrong code is typed again from nothing; anything else leaves it to send again.
      if (error instanceof LandOfficeError && error.status === 401) resetField(field);
      setError(field, { message: refusalText(error, t('mfa.failed')) }, { shouldFocus: true });
    }
  });

  const signInWithPasskey = () => {
    setPasskeyNote(undefined);
    passkey.mutate(mfa_token, {
      onError: (error) => {
        if (expired(error)) return onStartOver(error.message);
        setPasskeyNote(noteOf(error));
      },
    });
  };

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{t('mfa.title')}</h2>
      {mode === 'passkey' ? (
        <p className="text-sm text-slate-600">{t('mfa.passkeyIntro')}</p>
      ) : (
        <form onSubmit={verify} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">{t(mode === 'code' ? 'mfa.intro' : 'mfa.recoveryIntro')}</p>
          {mode === 'code' ? (
            <Field label={t('mfa.code')} error={errors.code?.message}>
              <input
                {...register('code', { validate: checkCode })}
                inputMode="numeric"
                autoComplete="one-time-code"
                className={`${inputClass} font-mono tracking-widest`}
              />
            </Field>
          ) : (
            <Field label={t('mfa.recoveryCode')} error={errors.recovery_code?.message}>
              <input
                {...register('recovery_code', {
                  validate: (typed) =>
                    RECOVERY_CODE.test(typed.replace(/[\s-]/g, '')) || t('mfa.recoveryInvalid'),
                })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className={`${inputClass} font-mono`}
              />
            </Field>
          )}
          <button type="submit" disabled={second.isPending} className={`${buttonClass.primary} w-full`}>
            {second.isPending ? t('mfa.verifying') : t('mfa.verify')}
          </button>
          {mode === 'code' && methods.includes('recovery') && (
            <button type="button" className={linkClass} onClick={() => setMode('recovery')}>
              {t('mfa.useRecovery')}
            </button>
          )}
          {mode === 'recovery' && (
            <button type="button" className={linkClass} onClick={() => setMode('code')}>
              {t('mfa.useCode')}
            </button>
          )}
        </form>
      )}
      {methods.includes('webauthn') && (
        <button
          type="button"
          disabled={passkey.isPending}
          onClick={signInWithPasskey}
          className={`${mode === 'passkey' ? buttonClass.primary : buttonClass.secondary} w-full`}
        >
          {passkey.isPending ? t('passkey.waiting') : t('mfa.usePasskey')}
        </button>
      )}
      {passkeyNote && (
        <p
          role={passkeyNote.isError ? 'alert' : 'status'}
          className={`text-sm ${passkeyNote.isError ? 'text-red-600' : 'text-slate-600'}`}
        >
          {passkeyNote.text}
        </p>
      )}
      <button type="button" className={linkClass} onClick={() => onStartOver()}>
        {t('mfa.startOver')}
      </button>
    </div>
  );
}
