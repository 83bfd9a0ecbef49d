import { WEBHOOK_BATCH_TYPE, type WebhookDelivery } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { timeAgo } from '../../lib/relative-time';
import { eventLabel } from './event-label';

const stateColours = {
  pending: 'bg-amber-100 text-amber-900',
  succeeded: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
} as const;

const when = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

/** One delivery of the log: its event, when it was queued, its state, and each try. */
export function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  return (
    <tr className="border-t border-slate-100 align-top" data-delivery-id={delivery.id}>
      <td className="px-3 py-2">
        <span className="block">{eventLabel(t, delivery.event_type, delivery.event_count)}</span>
        {delivery.event_type === WEBHOOK_BATCH_TYPE && (
          <ul className="text-xs text-slate-700">
            {delivery.events.map((event) => (
              <li key={event.type}>
                {t('log.eventTimes', { event: eventLabel(t, event.type), count: event.count })}
              </li>
            ))}
          </ul>
        )}
        <span className="block font-mono text-xs text-slate-600">{delivery.message_id}</span>
      </td>
      <td className="whitespace-nowrap px-3 py-2" title={delivery.created_at}>
        {timeAgo(delivery.created_at)}
      </td>
      <td className="px-3 py-2">
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${stateColours[delivery.state]}`}>
          {t(`log.states.${delivery.state}`)}
        </span>
        {delivery.next_attempt_at && (
          <span className="block text-xs text-slate-600" title={delivery.next_attempt_at}>
            {t('log.nextTry', { when: timeAgo(delivery.next_attempt_at) })}
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <ol className="space-y-1">
          {delivery.attempts.map((attempt) => (
            <li key={attempt.at} className="text-xs">
              <span title={attempt.at}>{when(attempt.at)}</span>
              {' · '}
              {t('log.tryLine', {
                status: attempt.status_code ?? t('log.noAnswer'),
                duration: attempt.duration_ms,
              })}
              {' · '}
              {t(`log.outcomes.${attempt.outcome}`)}
              {attempt.response_excerpt && (
                <span className="block break-all font-mono text-slate-600">{attempt.response_excerpt}</span>
              )}
            </li>
          ))}
        </ol>
      </td>
    </tr>
  );
}
