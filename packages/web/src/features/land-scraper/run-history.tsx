import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list-table';
import { currentLocale } from '../../i18n';
import { loadErrorText } from '../../lib/refusal-text';
import { useScrapeRuns } from './api/list-runs';

const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLocale(), { dateStyle: 'short', timeStyle: 'medium' });

const seconds = (ms: number) => {
  const digits = ms < 10_000 ? 1 : 0;
  const value = (ms / 1000).toLocaleString(currentLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${value} s`;
};

const HEADERS = ['finished', 'source', 'trigger', 'result', 'duration'] as const;

/** The latest runs, manual and scheduled, with their outcome. */
export function RunHistory({ intervalSeconds }: { intervalSeconds: number }) {
  const { t } = useTranslation('land');
  const runs = useScrapeRuns(intervalSeconds);
  return (
    <section aria-labelledby="run-history-title">
      <h3 id="run-history-title" className="mb-2 font-semibold text-slate-800">
        {t('history.title')}
      </h3>
      {runs.isPending ? (
        <p className="text-sm text-slate-600">{t('history.loading')}</p>
      ) : runs.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {loadErrorText(runs.error, t('history.loadError'))}
        </p>
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        // Cards below the sm breakpoint, each value after its header, as the other lists.
        <ListTable headers={HEADERS.map((header) => t(`history.headers.${header}`))} actions={false}>
          {runs.data.map((run) => (
            <tr key={run.id} className="border-t border-slate-100">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={run.finished_at}>{when(run.finished_at)}</time>
              </td>
              <td className="px-3 py-2">{run.source}</td>
              <td className="px-3 py-2">{t(`history.${run.trigger}`)}</td>
              <td className={`px-3 py-2 ${run.error ? 'text-red-600' : ''}`}>
                {run.error
                  ? t('history.failed', { error: run.error })
                  : t('history.lands', { count: run.count ?? 0 })}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{seconds(run.duration_ms)}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}
