import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass, inputClass } from '../../components/field';
import { Spinner } from '../../components/spinner';
import { errorText } from '../../lib/api-client';
import { ActivityList } from './activity-list';
import { resourceLabel } from './activity-target';
import { useActivity } from './api/get-activity';
import { useActivityResources } from './api/get-activity-resources';

/** The whole activity log, newest first, a page at a time, filterable by resource (?resource=). */
export default function ActivityPage() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const resource = params.get('resource') || undefined;
  const resources = useActivityResources();
  const log = useActivity(resource);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const choose = (value: string) => setParams(value ? { resource: value } : {}, { replace: true });

  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow-sm">
      <label className="flex max-w-xs items-center gap-2 text-sm">
        <span className="font-medium text-slate-700">{t('activity.filter')}</span>
        <select className={inputClass} value={resource ?? ''} onChange={(e) => choose(e.target.value)}>
          <option value="">{t('activity.all')}</option>
          {[...new Set([...(resources.data?.resources ?? []), ...(resource ? [resource] : [])])].map((r) => (
            <option key={r} value={r}>
              {resourceLabel(r)}
            </option>
          ))}
        </select>
      </label>
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
