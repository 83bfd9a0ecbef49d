import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { usePasskeySignIn } from './api/passkey-sign-in';
import { passkeyNote } from './passkey-note';

/**
 * "Sign in with a passkey", under the password form: no username, the browser offers this
 * site's passkeys. Closing the browser's prompt says so in a word, not as an error.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation('auth');
  const passkey = usePasskeySignIn();
  const [note, setNote] = useState<{ text: string; isError: boolean }>();

  const signIn = () => {
    setNote(undefined);
    passkey.mutate(undefined, {
      onError: (error) => setNote(passkeyNote(error)),
    });
  };

  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <button
        type="button"
        disabled={passkey.isPending}
        onClick={signIn}
        className={`${buttonClass.secondary} w-full`}
      >
        {passkey.isPending ? t('passkey.waiting') : t('passkey.signIn')}
      </button>
      {note && (
        <p
          role={note.isError ? 'alert' : 'status'}
          className={`text-sm ${note.isError ? 'text-red-600' : 'text-slate-600'}`}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
