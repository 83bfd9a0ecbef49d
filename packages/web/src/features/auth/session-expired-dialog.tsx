import type { LoginResponse, MfaRequired } from '@land-office/contract';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { passkeyProblem, signWithPasskey } from '../../lib/passkey';
import { reauth } from '../../lib/reauth';
import { session } from '../../lib/session';

/**
 * Shown over the screen when the session ended while a form held unsaved work: sign in again
 * and the refused save goes again, with every value still in the form. Cancel signs out, as an
 * ended session does (the form's draft is kept in this browser).
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(reauth.subscribe, reauth.pending, reauth.pending);
  const username = session.get()?.admin.username ?? '';
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // A right password of an account with a second factor: the step that finishes the sign-in.
  const [second, setSecond] = useState<MfaRequired | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // Straight to the server, not through the API client: the ended token must not go with it.
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`/api/admin/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as Partial<LoginResponse & MfaRequired> & {
      error?: string;
    };
    return response.ok ? data : { error: data.error ?? t('sessionEnded.failed') };
  };
  const signedIn = (data: Partial<LoginResponse>) => {
    if (!data.token || !data.admin) return false;
    session.set({ token: data.token, admin: data.admin });
    setPassword('');
    setCode('');
    setSecond(undefined);
    reauth.done();
    return true;
  };
  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (err) {
      setError(passkeyProblem(err) === 'cancelled' ? undefined : t('sessionEnded.failed'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    return attempt(async () => {
      if (second) {
        // Six digits are the app's code; anything else is taken for a recovery code.
        const typed = code.trim();
        const body = /^\d{6}$/.test(typed)
          ? { mfa_token: second.mfa_token, code: typed }
          : { mfa_token: second.mfa_token, recovery_code: typed };
        const data = await post('mfa', body);
        if (!signedIn(data)) setError(data.error ?? t('sessionEnded.failed'));
        return;
      }
      const data = await post('login', { username, password });
      if (data.mfa_required && data.mfa_token && data.methods) {
        setSecond({ mfa_required: true, mfa_token: data.mfa_token, methods: data.methods });
        return;
      }
      if (!signedIn(data)) setError(data.error ?? t('sessionEnded.failed'));
    });
  };
  const finishWithPasskey = () =>
    attempt(async () => {
      if (!second) return;
      const options = await post('webauthn/login/options', { mfa_token: second.mfa_token });
      if ('error' in options && options.error) return setError(options.error);
      const response = await signWithPasskey(options);
      const data = await post('webauthn/login/verify', { mfa_token: second.mfa_token, response });
      if (!signedIn(data)) setError(data.error ?? t('sessionEnded.failed'));
    });
  const cancel = () => {
    setPassword('');
    setCode('');
    setSecond(undefined);
    setError(undefined);
    reauth.cancel(new Error('not signed in again'));
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => next || cancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <form onSubmit={signIn} noValidate className="space-y-4">
            <AlertDialog.Title className="text-base font-semibold">
              {t('sessionEnded.title')}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-600">
              {t('sessionEnded.text')}
            </AlertDialog.Description>
            <Field label={t('sessionEnded.username')}>
              <input value={username} readOnly className={`${inputClass} bg-slate-50`} />
            </Field>
            {!second ? (
              <Field label={t('sessionEnded.password')} error={error}>
                <input
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="current-password"
                  className={inputClass}
                />
              </Field>
            ) : second.methods.includes('totp') ? (
              <Field label={t('sessionEnded.code')} error={error}>
                <input
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="one-time-code"
                  // biome-ignore lint/a11y/noAutofocus: the one field of the step that just opened
                  autoFocus
                  className={inputClass}
                />
              </Field>
            ) : (
              error && (
                <p role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )
            )}
            {second?.methods.includes('webauthn') && (
              <button
                type="button"
                className={buttonClass.secondary}
                disabled={busy}
                onClick={finishWithPasskey}
              >
                {t('sessionEnded.usePasskey')}
              </button>
            )}
            <div className="flex justify-end gap-3">
              <AlertDialog.Cancel type="button" className={buttonClass.secondary}>
                {t('cancel')}
              </AlertDialog.Cancel>
              <button
                type="submit"
                disabled={busy || (second ? !second.methods.includes('totp') || !code.trim() : !password)}
                className={buttonClass.primary}
              >
                {busy ? t('sessionEnded.signingIn') : t('sessionEnded.signIn')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
