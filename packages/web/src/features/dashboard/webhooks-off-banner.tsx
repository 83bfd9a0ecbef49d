import { type DisabledWebhook, WEBHOOK_FAILURES_TO_DISABLE } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The owner's warning: webhook endpoints switched off for failing deliveries in a row. */
export function WebhooksOffBanner({ endpoints }: { endpoints: readonly DisabledWebhook[] }) {
  const { t } = useTranslation('dashboard');
  if (endpoints.length === 0) return null;
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      <p className="break-all">
        {t('labels.webhooksOff', {
          count: endpoints.length,
          failures: WEBHOOK_FAILURES_TO_DISABLE,
          urls: endpoints.map((endpoint) => endpoint.url).join(', '),
        })}
      </p>
      <Link to="/admin/webhooks" className="mt-2 inline-block font-medium underline">
        {t('labels.openWebhooks')}
      </Link>
    </div>
  );
}
