import { useTranslation } from 'react-i18next';
/**
 * A list's shape while it loads: grey bars where rows will be, so the page does not jump when
 * they arrive. Announced once as "Loading…" (the bars themselves are hidden from screen readers).
 */
export function SkeletonRows({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="overflow-hidden rounded-lg bg-white shadow-sm"
    >
      <span className="sr-only">{label ?? t('loading')}</span>
      <div aria-hidden="true" data-testid="skeleton-rows" className="divide-y divide-slate-100">
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing but their place
          <div key={row} className="flex items-center gap-4 px-3 py-3">
            <span className="h-4 w-4 rounded bg-slate-200" />
            <span className="h-4 flex-1 animate-pulse rounded bg-slate-200" />
            <span className="h-4 w-1/4 animate-pulse rounded bg-slate-100" />
            <span className="h-6 w-16 rounded-full bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
