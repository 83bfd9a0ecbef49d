import type { WebhookCreated } from '@land-office/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentForm } from '../../components/content-form';
import { buttonClass } from '../../components/field';
import { useCreateOnceForm } from '../../lib/use-create-once-form';
import { useCreateWebhook } from './api/create-webhook';
import { SecretOnce } from './secret-once';
import { WebhookFields } from './webhook-fields';
import { formValues, refusedWebhookField, registerFields, WebhookForm } from './webhook-values';

/** /admin/webhooks/new: add an endpoint, then show its signing secret, this once. */
export default function WebhookCreatePage() {
  const { t } = useTranslation('webhooks');
  const [created, setCreated] = useState<WebhookCreated>();
  // A new key brings the form back empty for the next endpoint.
  const [round, setRound] = useState(0);
  if (!created) return <CreateWebhookForm key={round} onCreated={setCreated} />;
  return (
    <div className="max-w-3xl space-y-4">
      <SecretOnce secret={created.secret} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass.primary}
          onClick={() => {
            setCreated(undefined);
            setRound((n) => n + 1);
          }}
        >
          {t('secret.addAnother')}
        </button>
        <Link to="/admin/webhooks" className={buttonClass.secondary}>
          {t('secret.back')}
        </Link>
      </div>
    </div>
  );
}

function CreateWebhookForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const { form, frame } = useCreateOnceForm({
    schema: WebhookForm,
    defaultValues: formValues(),
    create: create.mutateAsync,
    onCreated,
    saveError: t('form.saveError'),
    refusedField: refusedWebhookField,
  });
  const { register, formState, watch } = form;

  return (
    <ContentForm
      heading={t('form.createHeading')}
      {...frame}
      listPath="/admin/webhooks"
      submitLabel={t('form.create')}
    >
      <WebhookFields
        fields={registerFields(register)}
        errors={formState.errors}
        format={watch('format') ?? 'standard'}
      />
    </ContentForm>
  );
}
