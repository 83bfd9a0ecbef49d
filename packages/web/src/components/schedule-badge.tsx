import { useTranslation } from 'react-i18next';
import { formatInZone, useSiteTimeZone } from '../lib/site-time';

/**
 * What a list row says of a record's schedule, on the site's clock: "Scheduled · <time>" before
 * it starts, "Ends <date>" while it runs to an end, "Ended <date>" after; nothing otherwise.
 */
export function ScheduleBadge({
  from,
  until,
  now = Date.now(),
}: {
  from?: string | null;
  until?: string | null;
  now?: number;
}) {
  const { t } = useTranslation('publishing');
  const zone = useSiteTimeZone();
  const at = new Date(now).toISOString();
  const [text, look] =
    from && from > at
      ? [t('schedule.scheduledFor', { time: formatInZone(from, zone) }), 'bg-amber-100 text-amber-900']
      : until && until > at
        ? [t('schedule.ends', { date: formatInZone(until, zone) }), 'bg-sky-100 text-sky-900']
        : until
          ? [t('schedule.ended', { date: formatInZone(until, zone) }), 'bg-slate-200 text-slate-700']
          : [];
  if (!text) return null;
  return (
    <span className={`mt-1 inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${look}`}>
      {text}
    </span>
  );
}
