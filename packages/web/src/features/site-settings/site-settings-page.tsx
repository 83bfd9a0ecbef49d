import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormWithHistory } from '../../components/history-disclosure';
import { SettingsLoadError } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { useSiteSettings } from './api/get-site-settings';
import { siteSettingsKeys } from './api/keys';
import { useSiteSettingsLabels } from './labels';
import { SecuritySection } from './security-section';
import { SiteSettingsForm } from './site-settings-form';

/** /admin/site-settings (spec §2), its History and its Security section. */
export default function SiteSettingsPage() {
  const { t } = useTranslation(['siteSettings', 'common']);
  const settings = useSiteSettings();
  const labels = useSiteSettingsLabels();
  const qc = useQueryClient();
  if (settings.isPending) return <Spinner />;
  if (settings.isError)
    return <SettingsLoadError text={t('common:settings.loadError')} error={settings.error} />;
  return (
    <>
      <p className="mb-4 text-right text-sm">
        <Link to="/admin/site-settings/export-import" className="text-blue-600 underline">
          {t('transferLink')}
        </Link>
      </p>
      <FormWithHistory
        resource="site_settings"
        current={settings.data}
        width="max-w-3xl"
        labels={labels}
        reload={() => qc.invalidateQueries({ queryKey: siteSettingsKeys.all })}
      >
        {/* The settings as read, with their version: the form's save sends it back. */}
        <SiteSettingsForm settings={settings.data} />
      </FormWithHistory>
      <div className="mt-5 max-w-3xl">
        <SecuritySection />
      </div>
    </>
  );
}
