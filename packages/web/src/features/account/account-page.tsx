import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { SettingsSection } from '../../components/settings-section';
import { useSession } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { useUnsavedParts } from '../../lib/use-unsaved-changes';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * /admin/account, for every role: profile, password, preferences, sessions, and two-factor
 * sign-in (first, under a banner, while an owner's requirement holds the person here). The
 * preferences (the header's menus) and the sessions list (the Sessions screen's) are not this
 * feature's: the route hands them in (`app/screens/account-screen.tsx`).
 */
export function AccountPage({ preferences, sessions }: { preferences: ReactNode; sessions: ReactNode }) {
  const { t } = useTranslation('account');
  const admin = useSession()?.admin;
  const { flash, show } = useFlash();
  const onDirty = useUnsavedParts();

  // Behind the sign-in guard there is always someone signed in.
  if (!admin) return null;
  const enrolling = Boolean(admin.must_enrol_two_factor);
  const twoFactor = <TwoFactorSection key="two-factor" username={admin.username} show={show} />;
  // Keyed, so that the two-factor section keeps its state (recovery codes on screen) when it
  // moves back to its place once a second factor is set up.
  const sections = [
    <ProfileSection key="profile" admin={admin} show={show} onDirty={onDirty} />,
    <PasswordSection key="password" username={admin.username} show={show} onDirty={onDirty} />,
    <SettingsSection key="preferences" title={t('preferences.title')}>
      <p className="text-sm text-slate-600">{t('preferences.intro')}</p>
      {preferences}
    </SettingsSection>,
    <SettingsSection key="sessions" title={t('sessions.title')}>
      {sessions}
    </SettingsSection>,
  ];
  return (
    <div className="max-w-3xl space-y-5">
      <FlashBanner flash={flash} />
      {enrolling ? (
        <p className="rounded border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          {t('twoFactor.enrolBanner')}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('intro')}</p>
      )}
      {enrolling ? [twoFactor, ...sections] : [...sections, twoFactor]}
    </div>
  );
}
