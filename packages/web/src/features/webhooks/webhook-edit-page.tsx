import type { Webhook } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { ContentForm } from '../../components/content-form';
import { RecordFormPage } from '../../components/record-form-page';
import { useContentForm } from '../../lib/use-content-form';
import { useCreateWebhook } from './api/create-webhook';
import { useWebhook } from './api/list-webhooks';
import { useUpdateWebhook } from './api/update-webhook';
import { WebhookFields } from './webhook-fields';
import { formValues, registerFields, WebhookForm } from './webhook-values';

const saves = { useCreate: useCreateWebhook, useUpdate: useUpdateWebhook };

/** /admin/webhooks/edit/:id: an endpoint's URL, description, events, format and switch. */
export default function WebhookEditPage() {
  const { t } = useTranslation('webhooks');
  return (
    <RecordFormPage
      useRecord={useWebhook}
      notFound={t('form.notFound')}
      loadError={t('form.loadError')}
      listPath="/admin/webhooks"
      listLabel={t('form.backToList')}
    >
      {(webhook) => webhook && <WebhookEditForm key={webhook.id} webhook={webhook} />}
    </RecordFormPage>
  );
}

function WebhookEditForm({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('webhooks');
  const { form, frame } = useContentForm({
    resource: saves,
    record: webhook,
    schema: WebhookForm,
    values: formValues,
    listPath: '/admin/webhooks',
    saveError: t('form.saveError'),
    saved: { created: t('form.saved'), updated: t('form.saved') },
  });
  const { register, formState, watch } = form;
  return (
    <ContentForm heading={t('form.editHeading')} {...frame} submitLabel={t('form.save')}>
      <WebhookFields
        fields={registerFields(register)}
        errors={formState.errors}
        format={watch('format') ?? 'standard'}
      />
    </ContentForm>
  );
}
