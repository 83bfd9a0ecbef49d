import { Fragment, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPanelProps } from './history-panel';
import { Spinner } from './spinner';

// The panel (and the word-diff library) load the first time a History is opened.
const HistoryPanel = lazy(() => import('./history-panel'));

export type HistoryProps = HistoryPanelProps & {
  /** What this History is of, when a screen has several (the Header's logo settings and button). */
  subject?: string;
  /** The card's width, as the form's above it (`max-w-3xl`…). */
  width?: string;
};

/**
 * "History", a disclosure under an edit form or a settings form: opened, it lists the versions
 * of the record (or document), shows what each changed and restores one.
 */
export function HistoryDisclosure({ subject, width = 'max-w-5xl', ...panel }: HistoryProps) {
  const { t } = useTranslation('history');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className={`${width} rounded-lg bg-white p-5 shadow-sm`}>
      <h2 className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((now) => !now)}
          className="flex items-center gap-2"
        >
          <span aria-hidden="true" className={`inline-block transition-transform ${open ? 'rotate-90' : ''}`}>
            ▸
          </span>
          {subject ? t('titleOf', { subject }) : t('title')}
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && (
          <Suspense fallback={<Spinner />}>
            <HistoryPanel {...panel} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/**
 * A form with its History under it. A restore reloads what the form shows (`reload`: refetch the
 * record or the settings); once the screen has it (`current` changes), the form starts again
 * from it, so it shows the restored values.
 */
export function FormWithHistory({
  current,
  reload,
  children,
  ...history
}: Omit<HistoryProps, 'onRestored'> & {
  /** The record or settings document the form was started from. */
  current: unknown;
  reload: (restored: Record<string, unknown>) => unknown;
  children: ReactNode;
}) {
  const [restores, setRestores] = useState(0);
  const restoring = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the reloaded record arrives
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    setRestores((count) => count + 1);
  }, [current]);
  return (
    <div className="space-y-5">
      <Fragment key={restores}>{children}</Fragment>
      <HistoryDisclosure
        {...history}
        onRestored={async (restored) => {
          restoring.current = true;
          try {
            await reload(restored);
          } catch {
            restoring.current = false;
          }
        }}
      />
    </div>
  );
}
