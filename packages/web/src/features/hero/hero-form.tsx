import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Hero,
  HeroCreate,
  heroDefaults,
  heroMessages,
  heroProblem,
  heroSwatches,
  heroTitleSwatches,
} from '@land-office/contract';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ColourSwatches } from '../../components/colour-swatches';
import { buttonClass, Field, inputClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { errorText } from '../../lib/api-client';
import { serverFieldError } from '../../lib/server-field-error';
import { useFlash } from '../../lib/use-flash';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { heroApi } from './api/hero-api';
import { HeroPreview } from './hero-preview';

type Values = z.input<typeof HeroCreate>;
const FIELDS = ['title', 'title_color', 'description', 'button_text', 'button_url', 'button_color'] as const;

/** The spec §5 rules plus the link rule the server applies to the whole hero. */
const schema = HeroCreate.superRefine((hero, ctx) => {
  const problem = serverFieldError(heroProblem(hero) ?? '', FIELDS);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

const toValues = (hero?: Hero): Values => ({
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
  const navigate = useNavigate();
  const create = heroApi.useCreate();
  const update = heroApi.useUpdate();
  const { flash, show } = useFlash();
  const form = useForm<Values, unknown, z.output<typeof HeroCreate>>({
    resolver: zodResolver(schema),
    defaultValues: toValues(hero),
  });
  const { register, handleSubmit, formState, setError, watch, control } = form;
  const { allowLeaving } = useUnsavedChanges(formState.isDirty);
  const errors = formState.errors;
  const live = watch();

  const save = handleSubmit(async (values) => {
    try {
      if (hero) await update.mutateAsync({ id: hero.id, body: values });
      else await create.mutateAsync(values);
    } catch (error) {
      const text = errorText(error, heroMessages.saveError);
      const problem = serverFieldError(text, FIELDS);
      if (problem) setError(problem.field, { message: problem.message });
      show(text, { isError: true });
      return;
    }
    allowLeaving();
    navigate('/admin/hero');
  });

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <form onSubmit={save} noValidate className="space-y-5 rounded-lg bg-white p-5 shadow-sm">
        <FlashBanner flash={flash} />
        <h2 className="text-lg font-semibold">{hero ? 'Edit Hero Section' : 'New Hero Section'}</h2>
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
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
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
        <div className="flex flex-wrap gap-5 text-sm font-medium">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('is_external')} />
            External link
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('open_new_tab')} />
            Open in new tab
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('is_active')} />
            Active
          </label>
        </div>
        <Field label="Order" hint="Lower numbers show first">
          <input type="number" step={1} {...register('order_pos')} className={`${inputClass} max-w-32`} />
        </Field>
        <div className="flex gap-3">
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass.primary}>
            {formState.isSubmitting ? 'Saving...' : 'Save Hero Section'}
          </button>
          <Link to="/admin/hero" className={buttonClass.secondary}>
            Cancel
          </Link>
        </div>
      </form>
      <div className="xl:sticky xl:top-4 xl:self-start">
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">Live preview</h2>
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
    </div>
  );
}
