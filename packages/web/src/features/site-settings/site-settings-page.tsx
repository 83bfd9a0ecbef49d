import { settingsMessages } from '@land-office/contract';
import { SettingsLoadError } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { useSiteSettings } from './api/get-site-settings';
import { SiteSettingsForm } from './site-settings-form';

/** /admin/site-settings (spec §2). */
export default function SiteSettingsPage() {
  const settings = useSiteSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <SettingsLoadError text={settingsMessages.loadError} />;
  return <SiteSettingsForm settings={settings.data} />;
}
