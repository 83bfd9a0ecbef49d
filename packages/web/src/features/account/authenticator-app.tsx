import type { TotpSetup, TwoFactorStatus } from '@land-office/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { LandOfficeError } from '../../lib/api';
import { refusalText } from '../../lib/refusal-text';
import { saveErrorText } from '../../lib/save-error';
import type { AccountPart } from './account-part';
import { useNewRecoveryCodes } from './api/new-recovery-codes';
import { useSetUpTotp } from './api/set-up-totp';
import { useTurnOffTotp } from './api/turn-off-totp';
import { PasswordDialog, type PasswordQuestion } from './password-dialog';
import { TotpSetupForm } from './totp-setup';

type Asking = 'turnOff' | 'renew';

/**
 * The authenticator app: set it up (QR code, then a first code), or, once on, turn it off or make
 * new recovery codes, each after the password. New codes go to `onCodes`, to be shown once.
 */
export function AuthenticatorApp({
  status,
  show,
  onCodes,
}: {
  status: TwoFactorStatus;
  show: AccountPart['show'];
  onCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation('account');
  const start = useSetUpTotp();
  const turnOff = useTurnOffTotp();
  const renew = useNewRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [refusal, setRefusal] = useState<string>();

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) =>
        show(saveErrorText(error, { network: t('twoFactor.app.setupError') }), { isError: true }),
    });

  const questions: Record<Asking, PasswordQuestion> = {
    turnOff: {
      title: t('twoFactor.app.turnOffTitle'),
      text: t('twoFactor.app.turnOffText'),
      action: t('twoFactor.app.turnOff'),
      ...(status.required && status.passkeys.length === 0
        ? { warning: t('twoFactor.app.turnOffRequired') }
        : {}),
    },
    renew: {
      title: t('twoFactor.recovery.renewTitle'),
      text: t('twoFactor.recovery.renewText'),
      action: t('twoFactor.recovery.renew'),
    },
  };
  const close = () => {
    setAsking(null);
    setRefusal(undefined);
  };
  const refused = (fallback: string) => (error: unknown) => {
    // A wrong password is said beside it, in the dialog; anything else closes it and shows above.
    if (error instanceof LandOfficeError && error.field === 'password')
      return setRefusal(refusalText(error, undefined, t('twoFactor.password')));
    close();
    show(saveErrorText(error, { network: fallback }), { isError: true });
  };
  const answer = (password: string) => {
    if (asking === 'turnOff')
      turnOff.mutate(password, {
        onSuccess: () => {
          close();
          show(t('twoFactor.app.turnedOff'), { isError: false });
        },
        onError: refused(t('twoFactor.app.turnOffError')),
      });
    else
      renew.mutate(password, {
        onSuccess: ({ recovery_codes }) => {
          close();
          onCodes(recovery_codes);
          show(t('twoFactor.recovery.made'), { isError: false });
        },
        onError: refused(t('twoFactor.recovery.renewError')),
      });
  };

  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">
        {t('twoFactor.app.title')}:{' '}
        <span className={status.totp ? 'text-green-700' : 'text-slate-600'}>
          {status.totp ? t('twoFactor.app.on') : t('twoFactor.app.off')}
        </span>
      </h3>
      <p className="text-sm text-slate-600">{t('twoFactor.app.intro')}</p>
      {status.totp ? (
        <>
          <p className="text-sm text-slate-700">
            {t('twoFactor.recovery.left', { count: status.recovery_codes_left })}.{' '}
            {t('twoFactor.recovery.intro')}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClass.secondary} onClick={() => setAsking('renew')}>
              {t('twoFactor.recovery.renew')}
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => setAsking('turnOff')}>
              {t('twoFactor.app.turnOff')}
            </button>
          </div>
        </>
      ) : setup ? (
        <TotpSetupForm
          setup={setup}
          show={show}
          onCancel={() => setSetup(null)}
          onDone={(codes) => {
            setSetup(null);
            onCodes(codes);
            show(t('twoFactor.app.turnedOn'), { isError: false });
          }}
        />
      ) : (
        <button type="button" className={buttonClass.primary} disabled={start.isPending} onClick={begin}>
          {start.isPending ? t('twoFactor.app.starting') : t('twoFactor.app.setUp')}
        </button>
      )}
      <PasswordDialog
        question={asking && questions[asking]}
        busy={turnOff.isPending || renew.isPending}
        error={refusal}
        onConfirm={answer}
        onCancel={close}
      />
    </div>
  );
}
