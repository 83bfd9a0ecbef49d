import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { SettingsLoadError } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { useFlash } from '../../lib/use-flash';
import { useUnsavedParts } from '../../lib/use-unsaved-changes';
import { useHeaderButton } from './api/get-header-button';
import { useHeaderSettings } from './api/get-header-settings';
import { HeaderButtonForm } from './header-button-form';
import { HeaderMenuEditor } from './header-menu-editor';
import { LogoSettingsForm } from './logo-settings-form';

/** /admin/header (spec §2): logo settings, the header button and the header menu, one banner on top. */
export default function HeaderSettingsPage() {
  const { t } = useTranslation();
  const settings = useHeaderSettings();
  const button = useHeaderButton();
  const { flash, show } = useFlash();
  const onDirty = useUnsavedParts();

  if (settings.isPending || button.isPending) return <Spinner />;
  if (settings.isError || button.isError)
    return <SettingsLoadError text={t('settings.loadError')} error={settings.error ?? button.error} />;
  return (
    <div className="max-w-4xl space-y-5">
      <FlashBanner flash={flash} />
      <LogoSettingsForm settings={settings.data} show={show} onDirty={onDirty} />
      <HeaderButtonForm button={button.data} show={show} onDirty={onDirty} />
      <HeaderMenuEditor show={show} onDirty={onDirty} />
    </div>
  );
}
