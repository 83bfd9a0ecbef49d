import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';

export interface PasswordQuestion {
  title: string;
  text: string;
  /** The button that does it ("Turn off"). */
  action: string;
  /** A line under the text, when there is more to know. */
  warning?: string;
}

/**
 * Asks for the password again before a change to the second factors (turning the app off, new
 * recovery codes). `error` is the refusal to show beside the password (a wrong password).
 */
export function PasswordDialog({
  question,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  question: PasswordQuestion | null;
  busy: boolean;
  error?: string;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [password, setPassword] = useState('');
  // Answered or cancelled: the password is not kept for the next question.
  useEffect(() => {
    if (!question) setPassword('');
  }, [question]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onConfirm(password);
  };

  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => open || onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <form onSubmit={submit} noValidate className="space-y-4">
            <AlertDialog.Title className="text-base font-semibold text-slate-900">
              {question?.title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-600">
              {question?.text}
            </AlertDialog.Description>
            {question?.warning && <p className="text-sm font-medium text-amber-800">{question.warning}</p>}
            <Field label={t('twoFactor.password')} error={error}>
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
                {t('common:cancel')}
              </AlertDialog.Cancel>
              <button type="submit" disabled={busy || !password} className={buttonClass.primary}>
                {question?.action}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
