import type { ScraperConfig } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';

/** Spec §2's info box, with the interval the server really uses. */
export function ScraperInfoBox({ config }: { config: ScraperConfig }) {
  const { t } = useTranslation('land');
  const { sources, intervalSeconds } = config;
  const dynamic = new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format([
    sources.casperlet.name,
    sources.cavetech.name,
  ]);
  return (
    <aside
      aria-label={t('info.label')}
      className="rounded border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
    >
      <ul className="list-disc space-y-1 pl-5">
        <li>{intervalSeconds > 0 ? t('info.interval', { seconds: intervalSeconds }) : t('info.off')}</li>
        <li>{t('info.results')}</li>
        <li>{t('info.fast', { name: sources.acatech.name })}</li>
        <li>{t('info.dynamic', { names: dynamic })}</li>
      </ul>
    </aside>
  );
}
