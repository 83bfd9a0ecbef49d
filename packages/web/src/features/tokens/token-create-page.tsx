import type { CreatedToken } from '@land-office/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentForm } from '../../components/content-form';
import { DateTimeField } from '../../components/date-time-field';
import { buttonClass, Field, inputClass } from '../../components/field';
import { ShownOnce } from '../../components/shown-once';
import { refusedField } from '../../lib/save-error';
import { useCreateOnceForm } from '../../lib/use-create-once-form';
import { useCreateToken } from './api/create-token';
import { ScopeGrid } from './scope-grid';
import { emptyToken, FIELDS, TokenForm } from './token-values';

/** /admin/tokens/new: name, scopes, expiry and allowed addresses; then the token, shown this once. */
export default function TokenCreatePage() {
  const { t } = useTranslation('tokens');
  const [created, setCreated] = useState<CreatedToken>();
  if (!created) return <CreateTokenForm onCreated={setCreated} />;
  return (
    <div className="max-w-3xl space-y-4">
      <ShownOnce
        title={t('created.title', { name: created.name })}
        note={t('created.once')}
        field={{
          label: t('created.label'),
          value: created.token,
          texts: {
            copy: t('created.copy'),
            copied: t('created.copied'),
            copyFailed: t('created.copyFailed'),
          },
        }}
      >
        <p className="text-xs text-slate-600">{t('created.use')}</p>
      </ShownOnce>
      <Link to="/admin/tokens" className={buttonClass.primary}>
        {t('created.done')}
      </Link>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const { t } = useTranslation('tokens');
  const create = useCreateToken();
  const { form, frame } = useCreateOnceForm({
    schema: TokenForm,
    defaultValues: emptyToken(),
    create: create.mutateAsync,
    onCreated,
    saveError: t('form.saveError'),
    refusedField: (error) => refusedField(error, FIELDS),
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <ContentForm
      heading={t('form.heading')}
      {...frame}
      listPath="/admin/tokens"
      submitLabel={t('form.create')}
    >
      <Field label={t('form.name')} error={errors.name?.message} hint={t('form.nameHint')}>
        <input {...register('name')} autoComplete="off" className={inputClass} />
      </Field>
      <Controller
        control={control}
        name="scopes"
        render={({ field, fieldState }) => (
          <ScopeGrid value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="expires_at"
        render={({ field, fieldState }) => (
          <DateTimeField
            label={t('form.expires')}
            hint={t('form.expiresHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field
        label={t('form.addresses')}
        error={errors.allowed_addresses?.message}
        hint={t('form.addressesHint')}
      >
        <textarea
          {...register('allowed_addresses')}
          rows={3}
          spellCheck={false}
          autoComplete="off"
          className={`${inputClass} font-mono`}
        />
      </Field>
    </ContentForm>
  );
}
