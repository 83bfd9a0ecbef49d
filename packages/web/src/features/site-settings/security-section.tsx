import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { SettingsSection } from '../../components/settings-section';
import { loadErrorText } from '../../lib/refusal-text';
import { saveErrorText } from '../../lib/save-error';
import { useFlash } from '../../lib/use-flash';
import { useSaveSecuritySettings, useSecuritySettings } from './api/security-settings';

/**
 * Site settings → Security (owners): whether everyone must have a second factor. Saved as soon as
 * it is changed, apart from the settings form above.
 */
export function SecuritySection() {
  const { t } = useTranslation(['siteSettings', 'common']);
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const { flash, show } = useFlash();
  const hintId = useId();

  const change = (require_two_factor: boolean) =>
    save.mutate(
      { require_two_factor },
      {
        onSuccess: () => show(t('security.saved'), { isError: false }),
        onError: (error) =>
          show(saveErrorText(error, { failed: t('security.saveError'), network: t('security.saveError') }), {
            isError: true,
          }),
      },
    );
  // What is being saved shows at once; what the server keeps, after.
  const required = save.isPending ? save.variables.require_two_factor : settings.data?.require_two_factor;

  return (
    <SettingsSection title={t('security.title')}>
      <FlashBanner flash={flash} />
      {settings.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {loadErrorText(settings.error, t('security.loadError'))}
        </p>
      ) : (
        <>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              checked={required ?? false}
              disabled={settings.isPending || save.isPending}
              onChange={(event) => change(event.target.checked)}
              aria-describedby={hintId}
              className="h-4 w-4"
            />
            <span className="text-sm font-medium text-slate-700">{t('security.requireTwoFactor')}</span>
          </label>
          <p id={hintId} className="text-xs text-slate-600">
            {t('security.hint')}
          </p>
        </>
      )}
    </SettingsSection>
  );
}
