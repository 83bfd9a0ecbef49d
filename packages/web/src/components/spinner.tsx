import { useTranslation } from 'react-i18next';
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center py-12" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-slate-700" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
