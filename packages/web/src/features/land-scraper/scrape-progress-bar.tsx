import type { ScrapeProgress } from '@land-office/contract';
import { useTranslation } from 'react-i18next';

/** What each phase is called: its catalogue key under `progress.phases` (idle reads as starting). */
const phaseKey = {
  idle: 'starting',
  starting: 'starting',
  loading: 'loading',
  paging: 'paging',
  saving: 'saving',
  done: 'done',
  failed: 'failed',
} as const satisfies Record<ScrapeProgress['phase'], string>;

/**
 * How far a run has come. A source's page count is unknown until the end, so reading pages moves
 * the bar on in shrinking steps; the phases anchor it.
 */
export function progressPercent(progress: ScrapeProgress | null): number {
  switch (progress?.phase) {
    case 'loading':
      return 15;
    case 'paging':
      return Math.round(85 - 60 / (1 + progress.pagesVisited));
    case 'saving':
      return 90;
    case 'done':
    case 'failed':
      return 100;
    default:
      return 5;
  }
}

/** The bar shown while a run is under way, fed by the progress stream. */
export function ScrapeProgressBar({ progress }: { progress: ScrapeProgress | null }) {
  const { t } = useTranslation('land');
  // The stream's first event can be the previous run's end: until this run reports, it is starting.
  const current = progress?.phase === 'done' || progress?.phase === 'failed' ? null : progress;
  const percent = progressPercent(current);
  const detail = current
    ? t('progress.detail', {
        phase: t(`progress.phases.${phaseKey[current.phase]}`),
        pages: current.pagesVisited,
        count: current.itemsFound,
      })
    : t('progress.phases.starting');
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={detail}
        className="h-2 w-full overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-amber-500 transition-all duration-300" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">
        {detail}
      </p>
    </div>
  );
}
