import type { Passkey } from '@land-office/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass, Field, inputClass } from '../../components/field';
import { passkeyProblem, passkeysAvailable } from '../../lib/passkey';
import { timeAgo } from '../../lib/relative-time';
import { saveErrorText } from '../../lib/save-error';
import type { AccountPart } from './account-part';
import { useAddPasskey } from './api/add-passkey';
import { useRemovePasskey } from './api/remove-passkey';

/**
 * The person's passkeys (name, added, last used, Remove after asking) and "Add a passkey" under a
 * name of their choosing ("Passkey 2" unless they change it).
 */
export function Passkeys({ passkeys, show }: { passkeys: Passkey[]; show: AccountPart['show'] }) {
  const { t } = useTranslation('account');
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const { ask, dialog } = useConfirm();
  const defaultName = t('twoFactor.passkeys.defaultName', { number: passkeys.length + 1 });
  const [name, setName] = useState<string>();

  const create = (event: FormEvent) => {
    event.preventDefault();
    add.mutate((name ?? defaultName).trim() || defaultName, {
      onSuccess: () => {
        setName(undefined);
        show(t('twoFactor.passkeys.added'), { isError: false });
      },
      onError: (error) => {
        const problem = passkeyProblem(error);
        if (problem) show(t(`twoFactor.passkeys.${problem}`), { isError: problem !== 'cancelled' });
        else show(saveErrorText(error, { network: t('twoFactor.passkeys.addError') }), { isError: true });
      },
    });
  };
  const removePasskey = async (passkey: Passkey) => {
    if (
      !(await ask(
        t('twoFactor.passkeys.removeConfirm', { name: passkey.name }),
        t('twoFactor.passkeys.remove'),
      ))
    )
      return;
    remove.mutate(passkey.id, {
      onSuccess: () => show(t('twoFactor.passkeys.removed'), { isError: false }),
      onError: (error) =>
        show(saveErrorText(error, { network: t('twoFactor.passkeys.removeError') }), { isError: true }),
    });
  };

  return (
    <div className="space-y-3">
      {dialog}
      <h3 className="font-semibold text-slate-900">{t('twoFactor.passkeys.title')}</h3>
      <p className="text-sm text-slate-600">{t('twoFactor.passkeys.intro')}</p>
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-600">{t('twoFactor.passkeys.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded border border-slate-200">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
              <div className="min-w-0 flex-1">
                <div className="font-medium break-words" data-user-content>
                  {passkey.name}
                </div>
                <div className="text-xs text-slate-600">
                  <span title={passkey.created_at}>
                    {t('twoFactor.passkeys.created', { when: timeAgo(passkey.created_at) })}
                  </span>
                  {' · '}
                  <span title={passkey.last_used_at ?? undefined}>
                    {passkey.last_used_at
                      ? t('twoFactor.passkeys.lastUsed', { when: timeAgo(passkey.last_used_at) })
                      : t('twoFactor.passkeys.neverUsed')}
                  </span>
                </div>
              </div>
              <button
                type="button"
                className={buttonClass.danger}
                aria-label={t('twoFactor.passkeys.removeName', { name: passkey.name })}
                disabled={remove.isPending}
                onClick={() => removePasskey(passkey)}
              >
                {t('twoFactor.passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeysAvailable() ? (
        <form onSubmit={create} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <Field label={t('twoFactor.passkeys.name')}>
              <input
                value={name ?? defaultName}
                onChange={(event) => setName(event.target.value)}
                maxLength={100}
                className={inputClass}
              />
            </Field>
          </div>
          <button type="submit" disabled={add.isPending} className={buttonClass.primary}>
            {add.isPending ? t('twoFactor.passkeys.adding') : t('twoFactor.passkeys.add')}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t('twoFactor.passkeys.unsupported')}</p>
      )}
    </div>
  );
}
