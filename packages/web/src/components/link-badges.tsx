import { useTranslation } from 'react-i18next';
/** The Internal/External badge of a content link, and New Tab where the link opens one (spec §2). */
export function LinkBadges({ external, newTab }: { external: boolean; newTab?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`rounded px-2 py-0.5 text-xs font-medium ${
          external ? 'bg-purple-100 text-purple-800' : 'bg-blue-100 text-blue-800'
        }`}
      >
        {external ? t('link.external') : t('link.internal')}
      </span>
      {newTab && (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
          {t('link.newTab')}
        </span>
      )}
    </span>
  );
}
