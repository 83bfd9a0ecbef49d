import { useScrapeRuns } from './api/list-runs';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** The latest runs, manual and scheduled, with their outcome. */
export function RunHistory({ intervalSeconds }: { intervalSeconds: number }) {
  const runs = useScrapeRuns(intervalSeconds);
  return (
    <section aria-labelledby="run-history-title">
      <h3 id="run-history-title" className="mb-2 font-semibold text-slate-800">
        Recent runs
      </h3>
      {runs.isPending ? (
        <p className="text-sm text-slate-600">Loading run history…</p>
      ) : runs.isError ? (
        <p role="alert" className="text-sm text-red-600">
          Error loading run history
        </p>
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-slate-600">No runs yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
              <tr>
                {['Finished', 'Source', 'Trigger', 'Result', 'Duration'].map((header) => (
                  <th key={header} className="px-3 py-2 font-semibold">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {runs.data.map((run) => (
                <tr key={run.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={run.finished_at}>{when(run.finished_at)}</time>
                  </td>
                  <td className="px-3 py-2">{run.source}</td>
                  <td className="px-3 py-2">{run.trigger === 'manual' ? 'Manual' : 'Scheduled'}</td>
                  <td className={`px-3 py-2 ${run.error ? 'text-red-600' : ''}`}>
                    {run.error ? `Failed: ${run.error}` : `${run.count} lands`}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{seconds(run.duration_ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
