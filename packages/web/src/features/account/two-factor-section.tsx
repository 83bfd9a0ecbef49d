import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../components/settings-section';

/**
 * The place kept for two-factor sign-in (authenticator app codes, recovery codes, passkeys).
 * Not built yet: the section only says so.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection title={t('twoFactor.title')}>
      <p className="text-sm text-slate-600">{t('twoFactor.status')}</p>
    </SettingsSection>
  );
}
