import { eventTypes, type WebhookFormat, webhookFormats } from '@land-office/contract';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { eventLabel } from './event-label';
import type { WebhookField } from './webhook-values';

/**
 * The fields the add and edit forms share: URL, description, the events as checkboxes, the
 * format (its hint says what the receiver gets), and whether it is on.
 */
export function WebhookFields({
  fields,
  errors,
  format,
}: {
  fields: Record<WebhookField, UseFormRegisterReturn>;
  errors: Partial<Record<WebhookField, { message?: string }>>;
  format: WebhookFormat;
}) {
  const { t } = useTranslation('webhooks');
  const eventsError = errors.events?.message;
  const eventsErrorId = useId();
  return (
    <>
      <Field label={t('form.url')} error={errors.url?.message} hint={t('form.urlHint')}>
        <input {...fields.url} type="url" autoComplete="off" className={inputClass} />
      </Field>
      <Field
        label={t('form.description')}
        error={errors.description?.message}
        hint={t('form.descriptionHint')}
      >
        <input {...fields.description} autoComplete="off" className={inputClass} />
      </Field>
      <fieldset
        aria-invalid={eventsError ? true : undefined}
        aria-describedby={eventsError ? eventsErrorId : undefined}
      >
        <legend className="text-sm font-medium text-slate-700">{t('form.events')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {eventTypes.map((type) => (
            <CheckboxField key={type} label={eventLabel(t, type)} value={type} {...fields.events} />
          ))}
        </div>
        {eventsError && (
          <p id={eventsErrorId} className="mt-1 text-sm text-red-600">
            {eventsError}
          </p>
        )}
      </fieldset>
      <Field label={t('form.format')} error={errors.format?.message} hint={t(`form.formatHint.${format}`)}>
        <select {...fields.format} className={`${inputClass} max-w-xs`}>
          {webhookFormats.map((name) => (
            <option key={name} value={name}>
              {t(`formats.${name}`)}
            </option>
          ))}
        </select>
      </Field>
      <CheckboxField label={t('form.enabled')} hint={t('form.enabledHint')} {...fields.enabled} />
    </>
  );
}
