import type { Webhook } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowActions } from '../../components/row-actions';
import { StatusToggle } from '../../components/status-toggle';
import { timeAgo } from '../../lib/relative-time';
import { eventLabel } from './event-label';

interface WebhookRowProps {
  webhook: Webhook;
  onToggle: () => void;
  toggling: boolean;
  onDelete: () => void;
  deleting: boolean;
}

const badge = 'rounded px-1.5 py-0.5 text-xs font-medium';
const stateColours = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
} as const;

/** One endpoint of the list: URL and description, events, format, switch, last delivery, actions. */
export function WebhookRow({ webhook, onToggle, toggling, onDelete, deleting }: WebhookRowProps) {
  const { t } = useTranslation(['webhooks', 'common']);
  const last = webhook.last_delivery;
  return (
    <tr className="border-t border-slate-100 align-middle" data-webhook-id={webhook.id}>
      <td className="max-w-xs px-3 py-2">
        <span className="block break-all font-mono text-xs" data-webhook-url>
          {webhook.url}
        </span>
        {webhook.description && <span className="block text-xs text-slate-600">{webhook.description}</span>}
        {webhook.disabled_at && (
          <span role="note" className={`${badge} mt-1 inline-block bg-red-100 text-red-800`}>
            {t('list.disabledByFailures')}
          </span>
        )}
      </td>
      <td className="px-3 py-2 text-xs">{webhook.events.map((type) => eventLabel(t, type)).join(', ')}</td>
      <td className="px-3 py-2">{t(`formats.${webhook.format}`)}</td>
      <td className="px-3 py-2">
        <StatusToggle
          on={webhook.enabled}
          onToggle={onToggle}
          disabled={toggling}
          labels={[t('list.on'), t('list.off')]}
        />
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        {last ? (
          <span title={last.at}>
            <span className={`${badge} ${stateColours[last.state]}`}>{t(`log.states.${last.state}`)}</span>{' '}
            <span className="text-xs text-slate-600">{timeAgo(last.at)}</span>
          </span>
        ) : (
          <span className="text-xs text-slate-600">{t('list.never')}</span>
        )}
      </td>
      <RowActions
        editTo={`/admin/webhooks/edit/${webhook.id}`}
        name={webhook.url}
        onDelete={onDelete}
        deleting={deleting}
      >
        <Link
          to={`/admin/webhooks/${webhook.id}/deliveries`}
          aria-label={t('list.deliveriesOf', { url: webhook.url })}
          className="mr-3 inline-flex items-center text-sm font-medium text-blue-700 hover:underline max-sm:min-h-11"
        >
          {t('list.deliveries')}
        </Link>
      </RowActions>
    </tr>
  );
}
