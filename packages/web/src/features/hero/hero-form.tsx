import {
  type Hero,
  HeroCreate,
  heroDefaults,
  heroProblem,
  heroSwatches,
  heroTitleSwatches,
  heroType,
} from '@land-office/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColourSwatches } from '../../components/colour-swatches';
import { CheckboxField, ContentForm } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { fieldPrefixed } from '../../lib/field-prefix';
import { fieldLabelsOf, useTypeTexts } from '../../lib/type-texts';
import { useContentForm } from '../../lib/use-content-form';
import { heroApi } from './api/hero-api';
import { HeroPreview } from './hero-preview';

/** The spec §5 rules plus the link rule the server applies to the whole hero. */
const schema = HeroCreate.superRefine((hero, ctx) => {
  const problem = fieldPrefixed(heroProblem(hero) ?? '', ['button_url']);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

const values = (hero?: Hero) => ({
  title: hero?.title ?? '',
  title_color: hero?.title_color ?? heroDefaults.title_color,
  description: hero?.description ?? '',
  button_text: hero?.button_text ?? '',
  button_url: hero?.button_url ?? '',
  button_color: hero?.button_color ?? heroDefaults.button_color,
  is_external: hero?.is_external ?? false,
  open_new_tab: hero?.open_new_tab ?? false,
  is_active: hero?.is_active ?? true,
  order_pos: hero?.order_pos ?? 0,
});

/** The hero create/edit form with its live preview; without `hero` it creates. */
export function HeroForm({ hero }: { hero?: Hero }) {
  const { t } = useTranslation(['hero', 'common']);
  const texts = useTypeTexts(heroType);
  const declared = (name: string) => texts.fields[name] ?? { label: name };
  const { form, save, flash, busy, draftPrompt } = useContentForm({
    resource: heroApi,
    record: hero,
    schema,
    values,
    listPath: '/admin/hero',
    saveError: texts.saveError,
    labels: fieldLabelsOf(texts),
  });
  const { register, formState, watch, control } = form;
  const errors = formState.errors;
  const live = watch();

  const preview = (
    <div className="lg:sticky lg:top-4 lg:self-start">
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('livePreview')}
      </h3>
      <HeroPreview
        hero={{
          title: live.title ?? '',
          title_color: live.title_color ?? heroDefaults.title_color,
          description: live.description ?? '',
          button_text: live.button_text ?? '',
          button_url: live.button_url ?? '',
          button_color: live.button_color ?? heroDefaults.button_color,
          open_new_tab: Boolean(live.open_new_tab),
        }}
      />
    </div>
  );

  return (
    <ContentForm
      heading={hero ? texts.form.edit : texts.form.create}
      flash={flash}
      busy={busy}
      onSubmit={save}
      notice={draftPrompt}
      listPath="/admin/hero"
      preview={hero && { resource: 'hero', id: hero.id }}
      submitLabel={texts.form.save}
      aside={preview}
    >
      <Field label={declared('title').label} error={errors.title?.message}>
        <input {...register('title')} className={inputClass} />
      </Field>
      <Controller
        control={control}
        name="title_color"
        render={({ field, fieldState }) => (
          <ColourSwatches
            label={declared('title_color').label}
            value={field.value ?? ''}
            onChange={field.onChange}
            swatches={heroTitleSwatches}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label={declared('description').label} error={errors.description?.message}>
        <textarea {...register('description')} rows={3} className={inputClass} />
      </Field>
      <Field label={declared('button_text').label} error={errors.button_text?.message}>
        <input {...register('button_text')} className={inputClass} />
      </Field>
      <Field
        label={declared('button_url').label}
        error={errors.button_url?.message}
        hint={t('hints.buttonUrl')}
      >
        <input {...register('button_url')} className={inputClass} />
      </Field>
      <Controller
        control={control}
        name="button_color"
        render={({ field, fieldState }) => (
          <ColourSwatches
            label={declared('button_color').label}
            value={field.value ?? ''}
            onChange={field.onChange}
            swatches={heroSwatches}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField
        label={declared('is_external').label}
        hint={t('common:link.externalHint')}
        error={errors.is_external?.message}
        {...register('is_external')}
      />
      <CheckboxField
        label={declared('open_new_tab').label}
        error={errors.open_new_tab?.message}
        {...register('open_new_tab')}
      />
      <Field label={declared('order_pos').label} hint={t('hints.order')} error={errors.order_pos?.message}>
        <input type="number" step={1} {...register('order_pos')} className={`${inputClass} max-w-32`} />
      </Field>
      <CheckboxField
        label={declared('is_active').label}
        error={errors.is_active?.message}
        {...register('is_active')}
      />
    </ContentForm>
  );
}
