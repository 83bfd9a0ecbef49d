import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { loadErrorText } from '../../lib/refusal-text';
import type { AccountPart } from './account-part';
import { useTwoFactor } from './api/get-two-factor';
import { AuthenticatorApp } from './authenticator-app';
import { Passkeys } from './passkeys';
import { RecoveryCodesPanel } from './recovery-codes';

/**
 * The signed-in person's second factors: an authenticator app (with its recovery codes) and
 * passkeys. Recovery codes just made are shown here once, until the person says they saved them.
 */
export function TwoFactorSection({ username, show }: Pick<AccountPart, 'show'> & { username: string }) {
  const { t } = useTranslation('account');
  const status = useTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (status.isPending) return <Spinner />;
    if (status.isError)
      return (
        <p role="alert" className="text-sm text-red-700">
          {loadErrorText(status.error, t('twoFactor.loadError'))}
        </p>
      );
    const factors = status.data;
    const on = factors.totp || factors.passkeys.length > 0;
    return (
      <>
        <p className="text-sm text-slate-600">
          <span className={`mr-2 font-semibold ${on ? 'text-green-700' : 'text-slate-800'}`}>
            {on ? t('twoFactor.on') : t('twoFactor.status')}
          </span>
          {t('twoFactor.intro')}
        </p>
        {factors.required && <p className="text-sm text-slate-700">{t('twoFactor.required')}</p>}
        {codes && <RecoveryCodesPanel codes={codes} username={username} onDone={() => setCodes(null)} />}
        <AuthenticatorApp status={factors} show={show} onCodes={setCodes} />
        <Passkeys passkeys={factors.passkeys} show={show} />
      </>
    );
  };

  return (
    <SettingsSection title={t('twoFactor.title')}>
      <div id="two-factor" className="space-y-5">
        {body()}
      </div>
    </SettingsSection>
  );
}
