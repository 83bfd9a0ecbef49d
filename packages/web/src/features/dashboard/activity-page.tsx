import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass, inputClass } from '../../components/field';
import { Spinner } from '../../components/spinner';
import { errorText } from '../../lib/api-client';
import { ActivityList } from './activity-list';
import { resourceLabel } from './activity-target';
import { useActivity } from './api/get-activity';
import { useActivityResources } from './api/get-activity-resources';

/**
 * The whole activity log, newest first, a page at a time, filterable by resource (?resource=)
 * and by the person who did it (?user=, the user's id).
 */
export default function ActivityPage() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const resource = params.get('resource') || undefined;
  const userId = Number(params.get('user')) || undefined;
  const filters = useActivityResources();
  const log = useActivity({ resource, userId });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const choose = (name: 'resource' | 'user', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const resources = [...new Set([...(filters.data?.resources ?? []), ...(resource ? [resource] : [])])];
  const users = [...(filters.data?.users ?? [])];
  // A person no longer in the list (an address kept from before) is still shown as chosen.
  if (userId && !users.some((user) => user.id === userId))
    users.push({ id: userId, display_name: `#${userId}` });

  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-4">
        <label className="flex max-w-xs items-center gap-2 text-sm">
          <span className="font-medium text-slate-700">{t('activity.filter')}</span>
          <select
            className={inputClass}
            value={resource ?? ''}
            onChange={(e) => choose('resource', e.target.value)}
          >
            <option value="">{t('activity.all')}</option>
            {resources.map((r) => (
              <option key={r} value={r}>
                {resourceLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex max-w-xs items-center gap-2 text-sm">
          <span className="font-medium text-slate-700">{t('activity.user')}</span>
          <select
            className={inputClass}
            value={userId ?? ''}
            onChange={(e) => choose('user', e.target.value)}
          >
            <option value="">{t('activity.all')}</option>
            {users.map((user) => (
              <option key={user.id} value={user.id} data-user-content>
                {user.display_name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {log.isPending ? (
        <Spinner />
      ) : log.error && entries.length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(log.error, t('activity.loadError'))}
        </p>
      ) : (
        <>
          <ActivityList entries={entries} />
          {log.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(log.error, t('activity.loadError'))}
            </p>
          )}
          {log.hasNextPage ? (
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={log.isFetchingNextPage}
              onClick={() => log.fetchNextPage()}
            >
              {log.isFetchingNextPage ? t('activity.loadingMore') : t('activity.loadMore')}
            </button>
          ) : (
            entries.length > 0 && <p className="text-xs text-slate-600">{t('activity.end')}</p>
          )}
        </>
      )}
    </div>
  );
}
