import { useTranslation } from 'react-i18next';
import { RecordListFrame } from '../../components/record-list-frame';
import { useRowWrites } from '../../lib/use-row-writes';
import { useDeleteWebhook } from './api/delete-webhook';
import { useWebhooks } from './api/list-webhooks';
import { useUpdateWebhook } from './api/update-webhook';
import { WebhookRow } from './webhook-row';

/** /admin/webhooks: the endpoints other systems hear of events at; add, edit, switch, delete. */
export default function WebhookListPage() {
  const { t } = useTranslation(['webhooks', 'common']);
  const webhooks = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const writes = useRowWrites({
    update,
    remove,
    texts: {
      switchedOn: t('list.switchedOn'),
      switchedOff: t('list.switchedOff'),
      updateError: t('list.updateError'),
      deleteConfirm: t('list.deleteConfirm'),
      deleteAction: t('common:delete'),
      deleted: t('list.deleted'),
      deleteError: t('list.deleteError'),
    },
  });

  return (
    <RecordListFrame
      query={webhooks}
      loadError={t('list.loadError')}
      top={writes.messages}
      intro={t('list.intro')}
      add={{ to: '/admin/webhooks/new', label: t('list.add') }}
      empty={t('list.empty')}
      headers={[
        t('list.columns.url'),
        t('list.columns.events'),
        t('list.columns.format'),
        t('list.columns.enabled'),
        t('list.columns.lastDelivery'),
      ]}
    >
      {(rows) =>
        rows.map((webhook) => (
          <WebhookRow
            key={webhook.id}
            webhook={webhook}
            onToggle={() => writes.toggle(webhook, { enabled: !webhook.enabled }, (saved) => saved.enabled)}
            toggling={update.isPending && update.variables?.id === webhook.id}
            onDelete={() => writes.destroy(webhook)}
            deleting={remove.isPending && remove.variables === webhook.id}
          />
        ))
      }
    </RecordListFrame>
  );
}
