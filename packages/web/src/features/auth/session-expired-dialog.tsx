import type { LoginResponse } from '@land-office/contract';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
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
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      // Straight to the server, not through the API client: the ended token must not go with it.
      const response = await fetch('/api/admin/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const data = (await response.json().catch(() => ({}))) as Partial<LoginResponse> & { error?: string };
      if (!response.ok || !data.token || !data.admin) {
        setError(data.error ?? t('sessionEnded.failed'));
        return;
      }
      session.set({ token: data.token, admin: data.admin });
      setPassword('');
      reauth.done();
    } catch {
      setError(t('sessionEnded.failed'));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    setPassword('');
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
            <Field label={t('sessionEnded.password')} error={error}>
              <input
                type="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                className={inputClass}
              />
            </Field>
            <div className="flex justify-end gap-3">
              <AlertDialog.Cancel type="button" className={buttonClass.secondary}>
                {t('cancel')}
              </AlertDialog.Cancel>
              <button type="submit" disabled={busy || !password} className={buttonClass.primary}>
                {busy ? t('sessionEnded.signingIn') : t('sessionEnded.signIn')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
