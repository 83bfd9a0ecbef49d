import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/filter-select';
import { LoadMore } from '../../components/load-more';
import { Spinner } from '../../components/spinner';
import { refusalText } from '../../lib/refusal-text';
import { useFilterParams } from '../../lib/use-filter-params';
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
  const { params, set: setFilter } = useFilterParams();
  const resource = params.get('resource') || undefined;
  const userId = Number(params.get('user')) || undefined;
  const filters = useActivityResources();
  const log = useActivity({ resource, userId });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const choose = (name: 'resource' | 'user', value: string) => setFilter(name, value);
  const resources = [...new Set([...(filters.data?.resources ?? []), ...(resource ? [resource] : [])])];
  const users = [...(filters.data?.users ?? [])];
  // A person no longer in the list (an address kept from before) is still shown as chosen.
  if (userId && !users.some((user) => user.id === userId))
    users.push({ id: userId, display_name: `#${userId}` });

  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-4">
        <FilterSelect
          label={t('activity.filter')}
          all={t('activity.all')}
          value={resource ?? ''}
          options={resources.map((r) => ({ value: r, label: resourceLabel(r) }))}
          onChange={(value) => choose('resource', value)}
        />
        <FilterSelect
          label={t('activity.user')}
          all={t('activity.all')}
          value={userId === undefined ? '' : String(userId)}
          options={users.map((user) => ({
            value: String(user.id),
            label: user.display_name,
            userContent: true,
          }))}
          onChange={(value) => choose('user', value)}
        />
      </div>
      {log.isPending ? (
        <Spinner />
      ) : log.error && entries.length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {refusalText(log.error, t('activity.loadError'))}
        </p>
      ) : (
        <>
          <ActivityList entries={entries} />
          <LoadMore
            list={log}
            label={t('activity.loadMore')}
            busyLabel={t('activity.loadingMore')}
            failed={refusalText(log.error, t('activity.loadError'))}
          />
          {!log.hasNextPage && entries.length > 0 && (
            <p className="text-xs text-slate-600">{t('activity.end')}</p>
          )}
        </>
      )}
    </div>
  );
}
