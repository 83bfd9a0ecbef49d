import { type Service, ServiceCreate, serviceLinkProblem, serviceType } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { ContentFlagFields, ContentForm, contentFlags } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { fieldLabelsOf, useTypeTexts } from '../../lib/type-texts';
import { useContentForm } from '../../lib/use-content-form';
import { services } from './api/services';
import { IconPicker } from './icons/icon-picker';
import { ServiceIcon } from './icons/service-icon';

const values = (service?: Service) => ({
  title: service?.title ?? '',
  description: service?.description ?? '',
  icon: service?.icon ?? '',
  link_url: service?.link_url ?? '',
  ...contentFlags(service),
});

/** The create/edit form of a service tile (spec §3/§5), its icon shown live; without `service` it creates. */
export function ServiceForm({ service }: { service?: Service }) {
  const { t } = useTranslation('services');
  const texts = useTypeTexts(serviceType);
  const declared = (name: string) => texts.fields[name] ?? { label: name };
  const { form, frame } = useContentForm({
    resource: services,
    record: service,
    schema: ServiceCreate,
    check: serviceLinkProblem,
    values,
    listPath: '/admin/services',
    saveError: texts.saveError,
    labels: fieldLabelsOf(texts),
  });
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const icon = (watch('icon') ?? '').trim();
  const external = watch('is_external');
  return (
    <ContentForm
      heading={service ? texts.form.edit : texts.form.create}
      {...frame}
      submitLabel={texts.form.save}
      preview={service && { resource: 'service', id: service.id }}
    >
      <Field label={declared('title').label} error={errors.title?.message}>
        <input {...register('title')} className={inputClass} />
      </Field>
      <Field label={declared('description').label} error={errors.description?.message}>
        <textarea {...register('description')} rows={3} className={inputClass} />
      </Field>
      <div className="flex items-start gap-4">
        <div
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-50 text-slate-800"
          data-testid="icon-preview"
        >
          {icon ? (
            <ServiceIcon name={icon} size="2rem" />
          ) : (
            <span className="text-xs text-slate-600">{t('icon.none')}</span>
          )}
        </div>
        <div className="flex-1">
          <Field label={declared('icon').label} error={errors.icon?.message} hint={declared('icon').help}>
            <input {...register('icon')} className={`${inputClass} font-mono`} />
          </Field>
        </div>
      </div>
      <IconPicker
        value={icon}
        onChange={(name) => setValue('icon', name, { shouldDirty: true, shouldValidate: true })}
      />
      <Field
        label={declared('link_url').label}
        error={errors.link_url?.message}
        hint={external ? t('hints.external') : t('hints.internal')}
      >
        <input {...register('link_url')} className={inputClass} />
      </Field>
      <ContentFlagFields
        external={register('is_external')}
        order={register('order_pos')}
        active={register('is_active')}
        errors={{
          is_external: errors.is_external?.message,
          order_pos: errors.order_pos?.message,
          is_active: errors.is_active?.message,
        }}
      />
    </ContentForm>
  );
}
