import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { FormWithHistory } from '../../components/history-disclosure';
import { SettingsLoadError } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { useFlash } from '../../lib/use-flash';
import { useUnsavedParts } from '../../lib/use-unsaved-changes';
import { useHeaderButton } from './api/get-header-button';
import { useHeaderSettings } from './api/get-header-settings';
import { headerKeys } from './api/keys';
import { HeaderButtonForm } from './header-button-form';
import { HeaderMenuEditor } from './header-menu-editor';
import { useHeaderLabels } from './labels';
import { LogoSettingsForm } from './logo-settings-form';

/**
 * /admin/header (spec §2): logo settings, the header button and the header menu, one banner on
 * top; the logo settings and the button each with their History.
 */
export default function HeaderSettingsPage() {
  const { t } = useTranslation(['header', 'common']);
  const qc = useQueryClient();
  const settings = useHeaderSettings();
  const button = useHeaderButton();
  const { flash, show } = useFlash();
  const onDirty = useUnsavedParts();
  const labels = useHeaderLabels();

  if (settings.isPending || button.isPending) return <Spinner />;
  if (settings.isError || button.isError)
    return <SettingsLoadError text={t('common:settings.loadError')} error={settings.error ?? button.error} />;
  return (
    <div className="max-w-4xl space-y-5">
      <FlashBanner flash={flash} />
      <FormWithHistory
        resource="header_settings"
        current={settings.data}
        subject={t('logo.title')}
        width=""
        labels={labels.logo}
        reload={() => qc.invalidateQueries({ queryKey: headerKeys.settings() })}
      >
        <LogoSettingsForm settings={settings.data} show={show} onDirty={onDirty} />
      </FormWithHistory>
      <FormWithHistory
        resource="header_button"
        current={button.data}
        subject={t('button.title')}
        width=""
        labels={labels.button}
        reload={() => qc.invalidateQueries({ queryKey: headerKeys.button() })}
      >
        <HeaderButtonForm button={button.data} show={show} onDirty={onDirty} />
      </FormWithHistory>
      <HeaderMenuEditor show={show} onDirty={onDirty} />
    </div>
  );
}
