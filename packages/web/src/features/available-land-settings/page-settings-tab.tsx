import type { AvailableLandSettings } from '@land-office/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { FormWithHistory } from '../../components/history-disclosure';
import { SettingsLoadError } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { reportSaveError } from '../../lib/save-error';
import { useFlash } from '../../lib/use-flash';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { pageSettingsKey, usePageSettings } from './api/get-page-settings';
import { useSavePageSettings } from './api/save-page-settings';

type Values = Omit<AvailableLandSettings, 'id'>;
const FIELDS: readonly FieldPath<Values>[] = [
  'page_title',
  'page_subtitle',
  'default_view',
  'show_search_card',
];
const VIEWS = ['grid', 'list'] as const;

/** The form's values: the settings but their fixed `id`. */
const valuesOf = ({ id: _id, ...values }: AvailableLandSettings): Values => values;

/** Spec §2 Available Land Settings, Page Settings tab: loads /api/available-land-settings/admin and saves /api/available-land-settings; its History under it. */
export function PageSettingsTab() {
  const { t } = useTranslation(['land', 'common']);
  const settings = usePageSettings();
  const qc = useQueryClient();
  if (settings.isPending) return <Spinner />;
  if (settings.isError)
    return <SettingsLoadError text={t('common:settings.loadError')} error={settings.error} />;
  const labels = {
    page_title: t('page.title'),
    page_subtitle: t('page.subtitle'),
    default_view: t('page.defaultView'),
    show_search_card: t('page.showSearch'),
    is_active: t('common:active'),
  };
  return (
    <FormWithHistory
      resource="available_land_settings"
      current={settings.data}
      width="max-w-3xl"
      labels={labels}
      reload={() => qc.invalidateQueries({ queryKey: pageSettingsKey })}
    >
      <PageSettingsForm settings={settings.data} labels={labels} />
    </FormWithHistory>
  );
}

/**
 * Saved at the version `settings` were read at: a change saved since by someone else opens the
 * conflict dialog, its fields named by `labels`.
 */
function PageSettingsForm({
  settings,
  labels,
}: {
  settings: AvailableLandSettings;
  labels: Record<string, string>;
}) {
  const { t } = useTranslation(['land', 'common']);
  const save = useSavePageSettings();
  const { flash, show } = useFlash();
  const form = useForm<Values>({ defaultValues: valuesOf(settings) });
  const { register, handleSubmit, formState, reset, setError } = form;
  useUnsavedChanges(formState.isDirty);
  const conflict = useSaveConflict(form, { record: settings, labels, resend: () => submit() });

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ body, version: conflict.version() });
      conflict.saved(saved);
      reset(valuesOf(saved));
      show(t('page.saved'));
    } catch (error) {
      if (conflict.caught(error, body)) return;
      reportSaveError(error, { network: t('page.saveError') }, { show, setError, fields: FIELDS });
    }
  });
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <FlashBanner flash={flash} />
      {conflict.dialog}
      <Field label={t('page.title')} error={errors.page_title?.message}>
        <input {...register('page_title')} className={inputClass} />
      </Field>
      <Field label={t('page.subtitle')} error={errors.page_subtitle?.message}>
        <input {...register('page_subtitle')} className={inputClass} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('page.defaultView')}</legend>
        <div className="mt-1 flex gap-5 text-sm">
          {VIEWS.map((view) => (
            <label key={view} className="flex items-center gap-1.5">
              <input type="radio" value={view} {...register('default_view')} />
              {t(`page.${view}`)}
            </label>
          ))}
        </div>
        {errors.default_view && <span className="text-sm text-red-600">{errors.default_view.message}</span>}
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register('show_search_card')} />
        {t('page.showSearch')}
      </label>
      <button type="submit" disabled={formState.isSubmitting} className={buttonClass.primary}>
        {formState.isSubmitting ? t('common:settings.saving') : t('page.save')}
      </button>
    </form>
  );
}
