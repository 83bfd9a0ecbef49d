import type { ActivityEntry } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage, currentLocale } from '../../i18n';
import { useCan } from '../../lib/use-can';
import { activitySummary } from './activity-summary';
import { actionLabel, activityTarget, resourceLabel } from './activity-target';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The dashboard's date and time, in its language: the default language shows the dashboard in
 * Portuguese (spec §2), so its dates are Brazilian there too.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = currentLanguage() === 'default' ? 'pt-BR' : currentLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
    formats.set(locale, format);
  }
  return format.format(date);
}

function EntryTarget({ entry }: { entry: ActivityEntry }) {
  const { can } = useCan();
  if (entry.resource === 'auth') return null;
  const text = `${resourceLabel(entry.resource)}${entry.resource_id ? ` #${entry.resource_id}` : ''}`;
  const to = activityTarget(entry, can);
  return to ? (
    <Link to={to} className="font-medium text-blue-700 hover:underline">
      {text}
    </Link>
  ) : (
    <span className="font-medium">{text}</span>
  );
}

/**
 * Log entries, newest first: when, who (their display name now; the username logged for someone
 * since deleted, or tried at a failed sign-in), what and a link to the thing changed.
 */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation('dashboard');
  if (entries.length === 0) return <p className="py-4 text-sm text-slate-600">{t('activity.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-2 text-sm">
          <time dateTime={entry.at} className="w-36 shrink-0 tabular-nums text-slate-600">
            {formatDateTime(entry.at)}
          </time>
          {entry.display_name || entry.username ? (
            <span className="font-medium" data-user-content>
              {entry.display_name || entry.username}
            </span>
          ) : (
            <span className="font-medium">
              {/* A post going live at its time is the scheduler's doing, not a person's. */}
              {entry.action === 'published' ? t('activity.scheduler') : t('activity.anonymous')}
            </span>
          )}
          <span>{actionLabel(entry.action)}</span>
          <EntryTarget entry={entry} />
          {/* The server's account of the change (field names, a file name), in the dashboard's language. */}
          {entry.summary && (
            <span className="text-slate-600" data-user-content>
              — {activitySummary(entry.summary, entry.resource)}
            </span>
          )}
          {entry.ip && <span className="ml-auto text-xs text-slate-600">{entry.ip}</span>}
        </li>
      ))}
    </ul>
  );
}
