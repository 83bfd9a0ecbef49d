import {
  type Service,
  ServiceCreate,
  serviceLinkProblem,
  serviceMessages,
  serviceType,
} from '@land-office/contract';
import { ContentFlagFields, ContentForm, contentFlags } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { fieldLabels } from '../../lib/content-texts';
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
  const { form, frame } = useContentForm({
    resource: services,
    record: service,
    schema: ServiceCreate,
    check: serviceLinkProblem,
    values,
    listPath: '/admin/services',
    saveError: serviceMessages.saveError,
    labels: fieldLabels(serviceType),
  });
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const icon = (watch('icon') ?? '').trim();
  const external = watch('is_external');
  return (
    <ContentForm heading={service ? 'Edit Service' : 'New Service'} {...frame} submitLabel="Save Service">
      <Field label="Title" error={errors.title?.message}>
        <input {...register('title')} className={inputClass} />
      </Field>
      <Field label="Description" error={errors.description?.message}>
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
            <span className="text-xs text-slate-600">No icon</span>
          )}
        </div>
        <div className="flex-1">
          <Field label="Icon" error={errors.icon?.message} hint="A Font Awesome name such as faHome">
            <input {...register('icon')} className={`${inputClass} font-mono`} />
          </Field>
        </div>
      </div>
      <IconPicker
        value={icon}
        onChange={(name) => setValue('icon', name, { shouldDirty: true, shouldValidate: true })}
      />
      <Field
        label="Link URL (optional)"
        error={errors.link_url?.message}
        hint={
          external ? 'A full address, such as https://example.com' : 'A page of this site, such as /support'
        }
      >
        <input {...register('link_url')} className={inputClass} />
      </Field>
      <ContentFlagFields
        external={register('is_external')}
        order={register('order_pos')}
        active={register('is_active')}
        orderError={errors.order_pos?.message}
      />
    </ContentForm>
  );
}
