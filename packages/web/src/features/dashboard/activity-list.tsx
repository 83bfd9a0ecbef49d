import type { ActivityEntry } from '@land-office/contract';
import { Link } from 'react-router';
import { actionLabel, activityTarget, resourceLabel } from './activity-target';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

function EntryTarget({ entry }: { entry: ActivityEntry }) {
  if (entry.resource === 'auth') return null;
  const text = `${resourceLabel(entry.resource)}${entry.resource_id ? ` #${entry.resource_id}` : ''}`;
  const to = activityTarget(entry);
  return to ? (
    <Link to={to} className="font-medium text-blue-700 hover:underline">
      {text}
    </Link>
  ) : (
    <span className="font-medium">{text}</span>
  );
}

/** Log entries, newest first: when, who, what and a link to the thing changed. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  if (entries.length === 0)
    return <p className="py-4 text-sm text-slate-600">Nenhuma atividade registrada.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-2 text-sm">
          <time dateTime={entry.at} className="w-36 shrink-0 tabular-nums text-slate-600">
            {formatDateTime(entry.at)}
          </time>
          <span className="font-medium">{entry.username ?? 'anônimo'}</span>
          <span>{actionLabel(entry.action)}</span>
          <EntryTarget entry={entry} />
          {entry.summary && <span className="text-slate-600">— {entry.summary}</span>}
          {entry.ip && <span className="ml-auto text-xs text-slate-600">{entry.ip}</span>}
        </li>
      ))}
    </ul>
  );
}
