import {
  type Hero,
  HeroCreate,
  heroDefaults,
  heroMessages,
  heroProblem,
  heroSwatches,
  heroTitleSwatches,
  heroType,
} from '@land-office/contract';
import { Controller } from 'react-hook-form';
import { ColourSwatches } from '../../components/colour-swatches';
import { CheckboxField, ContentForm } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { fieldLabels } from '../../lib/content-texts';
import { serverFieldError } from '../../lib/server-field-error';
import { useContentForm } from '../../lib/use-content-form';
import { heroApi } from './api/hero-api';
import { HeroPreview } from './hero-preview';

/** The spec §5 rules plus the link rule the server applies to the whole hero. */
const schema = HeroCreate.superRefine((hero, ctx) => {
  const problem = serverFieldError(heroProblem(hero) ?? '', ['button_url']);
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
  const { form, save, flash, busy, draftPrompt } = useContentForm({
    resource: heroApi,
    record: hero,
    schema,
    values,
    listPath: '/admin/hero',
    saveError: heroMessages.saveError,
    labels: fieldLabels(heroType),
  });
  const { register, formState, watch, control } = form;
  const errors = formState.errors;
  const live = watch();

  const preview = (
    <div className="lg:sticky lg:top-4 lg:self-start">
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">Live preview</h3>
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
      heading={hero ? 'Edit Hero Section' : 'New Hero Section'}
      flash={flash}
      busy={busy}
      onSubmit={save}
      notice={draftPrompt}
      listPath="/admin/hero"
      submitLabel="Save Hero Section"
      aside={preview}
    >
      <Field label="Title" error={errors.title?.message}>
        <input {...register('title')} className={inputClass} />
      </Field>
      <Controller
        control={control}
        name="title_color"
        render={({ field, fieldState }) => (
          <ColourSwatches
            label="Title colour"
            value={field.value ?? ''}
            onChange={field.onChange}
            swatches={heroTitleSwatches}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label="Description" error={errors.description?.message}>
        <textarea {...register('description')} rows={3} className={inputClass} />
      </Field>
      <Field label="Button text" error={errors.button_text?.message}>
        <input {...register('button_text')} className={inputClass} />
      </Field>
      <Field
        label="Button URL"
        error={errors.button_url?.message}
        hint="Internal pages: /available-land; external: https://…"
      >
        <input {...register('button_url')} className={inputClass} />
      </Field>
      <Controller
        control={control}
        name="button_color"
        render={({ field, fieldState }) => (
          <ColourSwatches
            label="Button colour"
            value={field.value ?? ''}
            onChange={field.onChange}
            swatches={heroSwatches}
            error={fieldState.error?.message}
          />
        )}
      />
      <CheckboxField
        label="External link"
        hint="Leaves the site; needs a full http(s) URL"
        {...register('is_external')}
      />
      <CheckboxField label="Open in new tab" {...register('open_new_tab')} />
      <Field label="Order" hint="Lower numbers show first" error={errors.order_pos?.message}>
        <input type="number" step={1} {...register('order_pos')} className={`${inputClass} max-w-32`} />
      </Field>
      <CheckboxField label="Active" {...register('is_active')} />
    </ContentForm>
  );
}
