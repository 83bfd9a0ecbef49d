import type { Revision, RevisionData } from '@land-office/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorText, refusalText } from '../lib/refusal-text';
import { timeAgo } from '../lib/relative-time';
import { type HistoryOf, revisionQuery, revisionsQuery, useRestoreRevision } from '../lib/revisions';
import { useFlash } from '../lib/use-flash';
import { useConfirm } from './confirm-dialog';
import { buttonClass } from './field';
import { FlashBanner } from './flash-banner';
import { RevisionChanges } from './history-diff';
import { actionLabel, exactTime, summaryText } from './history-texts';
import { LoadMore } from './load-more';
import { Spinner } from './spinner';

export interface HistoryPanelProps extends HistoryOf {
  /** What a person calls each field (`order_pos` → "Order"); a field not named here shows by its name. */
  labels?: Record<string, string>;
  /** The fields that hold rich-text HTML, compared on their words. */
  richText?: readonly string[];
  /** After a restore, with the record as it now is: the screen reloads it and shows it in its form. */
  onRestored: (data: RevisionData) => unknown;
}

const problemClass = 'rounded border border-red-300 bg-red-50 p-3 text-sm text-red-700';

function RevisionItem({
  revision,
  current,
  labels,
}: {
  revision: Revision;
  current: boolean;
  labels: Record<string, string>;
}) {
  const { t } = useTranslation('history');
  return (
    <>
      <span className="flex flex-wrap items-baseline gap-x-1.5">
        {/* The version kept from before history began has no author. */}
        {revision.action === 'baseline' ? null : revision.display_name ? (
          <strong data-user-content>{revision.display_name}</strong>
        ) : (
          <strong>{t('someone')}</strong>
        )}
        <span>{actionLabel(revision.action)}</span>
        <time dateTime={revision.at} title={exactTime(revision.at)} className="text-slate-600">
          {timeAgo(revision.at)}
        </time>
      </span>
      {revision.summary && (
        <span className="block text-xs text-slate-600" data-user-content>
          {summaryText(revision.summary, labels)}
        </span>
      )}
      {current && <span className="mt-1 block text-xs font-medium text-emerald-800">{t('current')}</span>}
    </>
  );
}

/**
 * The History of one record or settings document: its versions, newest first and paged, each
 * a button; the chosen one's changes beside them, and "Restore this version" (after asking) for
 * any but the current one.
 */
export default function HistoryPanel({ labels = {}, richText = [], onRestored, ...of }: HistoryPanelProps) {
  const { t } = useTranslation(['history', 'common']);
  const list = useInfiniteQuery(revisionsQuery(of));
  const [chosen, setChosen] = useState<Revision | null>(null);
  const detail = useQuery({ ...revisionQuery(chosen?.id ?? 0), enabled: chosen !== null });
  const restore = useRestoreRevision();
  const { ask, dialog } = useConfirm();
  const { flash, show } = useFlash();

  if (list.isPending) return <Spinner />;
  // A failed "Load more" keeps the versions already shown.
  if (!list.data)
    return (
      <p role="alert" className={problemClass}>
        {loadErrorText(list.error, t('loadError'))}
      </p>
    );
  const revisions = list.data.pages.flatMap((page) => page.revisions);
  if (revisions.length === 0) return <p className="text-sm text-slate-600">{t('empty')}</p>;
  const newest = revisions[0]?.id;

  const restoreChosen = async (revision: Revision) => {
    if (!(await ask(t('restoreConfirm'), t('restoreAction'), null))) return;
    let data: RevisionData;
    try {
      data = (await restore.mutateAsync(revision.id)).data;
    } catch (error) {
      show(refusalText(error, t('restoreError')), { isError: true });
      return;
    }
    show(t('restored'));
    setChosen(null);
    await onRestored(data);
  };

  const restorable = chosen && chosen.id !== newest && chosen.action !== 'autosave';
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <FlashBanner flash={flash} />
      {dialog}
      <div>
        <ul aria-label={t('versions')} className="space-y-1">
          {revisions.map((revision) => (
            <li key={revision.id}>
              <button
                type="button"
                aria-current={revision.id === chosen?.id ? 'true' : undefined}
                onClick={() => setChosen(revision)}
                className="w-full rounded border border-transparent px-3 py-2 text-left text-sm hover:bg-slate-50 aria-[current=true]:border-slate-300 aria-[current=true]:bg-slate-100"
              >
                <RevisionItem revision={revision} current={revision.id === newest} labels={labels} />
              </button>
            </li>
          ))}
        </ul>
        <LoadMore
          list={list}
          label={t('loadMore')}
          busyLabel={t('common:loading')}
          failed={loadErrorText(list.error, t('loadError'))}
          className="mt-3"
        />
      </div>
      {chosen &&
        (detail.isPending ? (
          <Spinner />
        ) : detail.isError ? (
          <p role="alert" className={problemClass}>
            {loadErrorText(detail.error, t('diff.loadError'))}
          </p>
        ) : (
          <RevisionChanges
            revision={detail.data}
            labels={labels}
            richText={richText}
            actions={
              restorable && (
                <button
                  type="button"
                  className={buttonClass.secondary}
                  disabled={restore.isPending}
                  onClick={() => restoreChosen(chosen)}
                >
                  {restore.isPending ? t('restoring') : t('restore')}
                </button>
              )
            }
          />
        ))}
    </div>
  );
}
