import type { HeaderButton } from '@land-office/contract';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { SettingsSection } from '../../components/settings-section';
import { reportSaveError } from '../../lib/save-error';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { useUpdateHeaderButton } from './api/update-header-button';
import type { HeaderScreenPart } from './header-screen-part';
import { useHeaderLabels } from './labels';

const FIELDS: readonly FieldPath<HeaderButton>[] = [
  'text',
  'url',
  'color_light',
  'color_dark',
  'show_icon',
  'open_new_tab',
  'is_active',
];
const FLAGS = [
  ['show_icon', 'showIcon'],
  ['open_new_tab', 'openNewTab'],
  ['is_active', 'active'],
] as const;
const COLOURS = [
  ['color_light', 'colorLight'],
  ['color_dark', 'colorDark'],
] as const;

/**
 * Spec §2 Header Button Settings: text, URL, a colour per theme and three flags. Saved at the
 * version `button` was read at: a change saved since by someone else opens the conflict dialog.
 */
export function HeaderButtonForm({ button, show, onDirty }: HeaderScreenPart & { button: HeaderButton }) {
  const { t } = useTranslation(['header', 'common']);
  const update = useUpdateHeaderButton();
  const form = useForm<HeaderButton>({ defaultValues: button });
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = form;
  useEffect(() => onDirty('button', formState.isDirty), [formState.isDirty, onDirty]);
  const labels = useHeaderLabels();
  const conflict = useSaveConflict(form, {
    record: button,
    labels: labels.button,
    resend: () => save(),
  });

  const save = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ body: values, version: conflict.version() });
      conflict.saved(saved);
      reset(saved);
      show(t('buttonSaved'));
    } catch (error) {
      if (conflict.caught(error, values)) return;
      reportSaveError(
        error,
        { failed: t('buttonFailed'), network: t('buttonError') },
        { show, setError, fields: FIELDS },
      );
    }
  });
  const errors = formState.errors;

  return (
    <SettingsSection title={t('button.title')}>
      <form onSubmit={save} noValidate className="space-y-4">
        {conflict.dialog}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('button.text')} error={errors.text?.message}>
            <input {...register('text')} className={inputClass} />
          </Field>
          <Field label={t('button.url')} error={errors.url?.message}>
            <input type="url" {...register('url')} className={inputClass} />
          </Field>
          {COLOURS.map(([name, key]) => {
            const label = t(`button.${key}`);
            return (
              <Field key={name} label={label} error={errors[name]?.message}>
                <div className="flex gap-2">
                  <input {...register(name)} className={inputClass} />
                  <input
                    type="color"
                    aria-label={t('button.picker', { label })}
                    value={/^#[0-9a-f]{6}$/i.test(watch(name)) ? watch(name) : '#000000'}
                    onChange={(event) => setValue(name, event.target.value, { shouldDirty: true })}
                    className="h-9 w-12 rounded border border-slate-300"
                  />
                </div>
              </Field>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-5">
          {FLAGS.map(([name, key]) => (
            <label key={name} className="flex items-center gap-2 text-sm font-medium">
              <input type="checkbox" {...register(name)} />
              {t(`button.${key}`)}
            </label>
          ))}
        </div>
        <button type="submit" disabled={formState.isSubmitting} className={buttonClass.primary}>
          {formState.isSubmitting ? t('common:settings.saving') : t('button.save')}
        </button>
      </form>
    </SettingsSection>
  );
}
