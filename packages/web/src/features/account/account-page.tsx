import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { SettingsSection } from '../../components/settings-section';
import { useSession } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { TwoFactorSection } from './two-factor-section';

/**
 * /admin/account, for every role: profile, password, preferences, sessions, and the place of
 * two-factor sign-in. The preferences (the header's menus) and the sessions list (the Sessions
 * screen's) are not this feature's: the route hands them in (`app/screens/account-screen.tsx`).
 */
export function AccountPage({ preferences, sessions }: { preferences: ReactNode; sessions: ReactNode }) {
  const { t } = useTranslation('account');
  const admin = useSession()?.admin;
  const { flash, show } = useFlash();
  const [dirtyParts, setDirtyParts] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback((part: string, dirty: boolean) => {
    setDirtyParts((parts) => {
      if (parts.has(part) === dirty) return parts;
      const next = new Set(parts);
      if (dirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  useUnsavedChanges(dirtyParts.size > 0);

  // Behind the sign-in guard there is always someone signed in.
  if (!admin) return null;
  return (
    <div className="max-w-3xl space-y-5">
      <FlashBanner flash={flash} />
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <ProfileSection admin={admin} show={show} onDirty={onDirty} />
      <PasswordSection username={admin.username} show={show} onDirty={onDirty} />
      <SettingsSection title={t('preferences.title')}>
        <p className="text-sm text-slate-600">{t('preferences.intro')}</p>
        {preferences}
      </SettingsSection>
      <SettingsSection title={t('sessions.title')}>{sessions}</SettingsSection>
      <TwoFactorSection />
    </div>
  );
}
