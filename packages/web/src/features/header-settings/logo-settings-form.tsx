import { type HeaderSettings, LOGO_SIZE, logoSize } from '@land-office/contract';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { MediaPickerButton } from '../../components/media-picker';
import { SettingsSection } from '../../components/settings-section';
import { reportSaveError } from '../../lib/save-error';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { useUpdateHeaderSettings } from './api/update-header-settings';
import type { HeaderScreenPart } from './header-screen-part';
import { useHeaderLabels } from './labels';
import { LogoPreview } from './logo-preview';
import { LogoUpload } from './logo-upload';

type Values = Omit<HeaderSettings, 'logo_width' | 'logo_height'> & {
  logo_width: string | number;
  logo_height: string | number;
};
const FIELDS: readonly FieldPath<Values>[] = [
  'logo_light_url',
  'logo_dark_url',
  'logo_alt',
  'logo_width',
  'logo_height',
  'site_name',
  'show_site_name',
];

/**
 * Spec §2 Logo Settings: both logo URLs (typed or uploaded), alt text, site name, size, and the
 * live preview. Saved at the version `settings` were read at: a change saved since by someone
 * else opens the conflict dialog.
 */
export function LogoSettingsForm({
  settings,
  show,
  onDirty,
}: HeaderScreenPart & { settings: HeaderSettings }) {
  const { t } = useTranslation(['header', 'common']);
  const update = useUpdateHeaderSettings();
  const form = useForm<Values>({ defaultValues: settings });
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = form;
  useEffect(() => onDirty('logo', formState.isDirty), [formState.isDirty, onDirty]);
  const labels = useHeaderLabels();
  const conflict = useSaveConflict(form, {
    record: settings,
    labels: labels.logo,
    resend: () => save(),
  });

  const save = handleSubmit(async (values) => {
    // The sizes as numbers, as the server answers them: a typed "120" is not a change from 120.
    const body = {
      ...values,
      logo_width: logoSize(values.logo_width),
      logo_height: logoSize(values.logo_height),
    };
    try {
      const saved = await update.mutateAsync({ body, version: conflict.version() });
      conflict.saved(saved);
      reset(saved);
      show(t('settingsSaved'));
    } catch (error) {
      if (conflict.caught(error, body)) return;
      reportSaveError(
        error,
        { failed: t('settingsFailed'), network: t('settingsError') },
        { show, setError, fields: FIELDS },
      );
    }
  });
  const values = watch();
  const errors = formState.errors;
  const sizeHint = t('logo.sizeHint', { ...LOGO_SIZE });
  const size = {
    min: LOGO_SIZE.min,
    max: LOGO_SIZE.max,
    placeholder: String(LOGO_SIZE.fallback),
    className: inputClass,
  };

  return (
    <SettingsSection title={t('logo.title')}>
      <form onSubmit={save} noValidate className="space-y-4">
        {conflict.dialog}
        {(['light', 'dark'] as const).map((theme) => {
          const name = theme === 'light' ? 'logo_light_url' : 'logo_dark_url';
          return (
            <div key={theme} className="space-y-2">
              <Field
                label={theme === 'light' ? t('logo.lightUrl') : t('logo.darkUrl')}
                error={errors[name]?.message}
              >
                <input {...register(name)} placeholder={t('logo.urlPlaceholder')} className={inputClass} />
              </Field>
              <div className="flex flex-wrap items-center gap-3">
                <LogoUpload
                  theme={theme}
                  show={show}
                  onUploaded={(url) => setValue(name, url, { shouldDirty: true })}
                />
                <MediaPickerButton
                  label={theme === 'light' ? t('logo.lightUrl') : t('logo.darkUrl')}
                  onPick={(item) => setValue(name, item.url, { shouldDirty: true })}
                />
              </div>
            </div>
          );
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('logo.alt')} error={errors.logo_alt?.message}>
            <input {...register('logo_alt')} className={inputClass} />
          </Field>
          <Field label={t('logo.siteName')} error={errors.site_name?.message}>
            <input {...register('site_name')} className={inputClass} />
          </Field>
          <Field label={t('logo.width')} hint={sizeHint} error={errors.logo_width?.message}>
            <input type="number" {...register('logo_width')} {...size} />
          </Field>
          <Field label={t('logo.height')} hint={sizeHint} error={errors.logo_height?.message}>
            <input type="number" {...register('logo_height')} {...size} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('show_site_name')} />
          {t('logo.showSiteName')}
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          {(['light', 'dark'] as const).map((theme) => (
            <LogoPreview
              key={theme}
              theme={theme}
              src={theme === 'light' ? values.logo_light_url : values.logo_dark_url}
              alt={values.logo_alt}
              width={values.logo_width}
              height={values.logo_height}
              siteName={values.site_name}
              showSiteName={values.show_site_name}
            />
          ))}
        </div>
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass.primary}>
          {formState.isSubmitting ? t('common:settings.saving') : t('logo.save')}
        </button>
      </form>
    </SettingsSection>
  );
}
