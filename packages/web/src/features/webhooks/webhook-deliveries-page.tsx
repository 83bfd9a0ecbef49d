import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { SkeletonRows } from '../../components/skeleton-rows';
import { refusalText } from '../../lib/refusal-text';
import { useFlash } from '../../lib/use-flash';
import { useDeliveries } from './api/list-deliveries';
import { useWebhook } from './api/list-webhooks';
import { useSendTestEvent } from './api/send-test';
import { DeliveryRow } from './delivery-row';

/** /admin/webhooks/:id/deliveries: an endpoint's delivery log, and "Send test event". */
export default function WebhookDeliveriesPage() {
  const { t } = useTranslation(['webhooks', 'common']);
  const id = Number(useParams().id);
  const webhook = useWebhook(id);
  const log = useDeliveries(id);
  const test = useSendTestEvent();
  const { flash, show } = useFlash();

  const sendTest = () =>
    test.mutate(id, {
      onSuccess: () => show(t('log.testQueued')),
      onError: (error) => show(refusalText(error, t('log.testError')), { isError: true }),
    });

  if (webhook.isError)
    return <LoadError text={t('form.loadError')} error={webhook.error} retry={webhook.refetch} />;

  return (
    <div className="space-y-4">
      <FlashBanner flash={flash} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="break-all text-sm text-slate-600">
          {webhook.data && t('log.intro', { url: webhook.data.url })}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass.secondary} onClick={() => log.refetch()}>
            {t('log.refresh')}
          </button>
          <button type="button" className={buttonClass.primary} disabled={test.isPending} onClick={sendTest}>
            {test.isPending ? t('log.sending') : t('log.sendTest')}
          </button>
        </div>
      </div>
      {log.isPending ? (
        <SkeletonRows />
      ) : log.isError ? (
        <LoadError text={t('log.loadError')} error={log.error} retry={log.refetch} />
      ) : log.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{t('log.empty')}</p>
      ) : (
        <ListTable
          actions={false}
          headers={[
            t('log.columns.event'),
            t('log.columns.time'),
            t('log.columns.status'),
            t('log.columns.tries'),
          ]}
        >
          {log.items.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </ListTable>
      )}
      <LoadMore
        list={log}
        label={t('log.more')}
        busyLabel={t('log.loadingMore')}
        failed={t('log.moreError')}
      />
      <Link to="/admin/webhooks" className="inline-block text-sm font-medium text-blue-700 hover:underline">
        {t('log.back')}
      </Link>
    </div>
  );
}
