import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsLoadError } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { useSiteSettings } from './api/get-site-settings';
import { SecuritySection } from './security-section';
import { SiteSettingsForm } from './site-settings-form';

/** /admin/site-settings (spec §2), and its Security section. */
export default function SiteSettingsPage() {
  const { t } = useTranslation(['siteSettings', 'common']);
  const settings = useSiteSettings();
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
      <SiteSettingsForm settings={settings.data} />
      <div className="mt-5 max-w-3xl">
        <SecuritySection />
      </div>
    </>
  );
}
