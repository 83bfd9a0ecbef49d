import { landScraperMessages, type ScrapedLand } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';

export type ResultItem = Pick<ScrapedLand, 'name' | 'region' | 'size' | 'price' | 'rating'>;

/** Spec §2: the last-run count, the first 6 results and '... and N more properties'. */
export function RunResults({
  count,
  items,
  caption,
}: {
  count: number;
  items: ResultItem[];
  caption?: string;
}) {
  const { t } = useTranslation('land');
  const preview = items.slice(0, landScraperMessages.previewSize);
  const more = count - preview.length;
  return (
    <section aria-label={t('results.label')} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-slate-800">{t('results.heading', { count })}</h3>
      {caption && <p className="text-xs text-slate-600">{caption}</p>}
      {preview.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {preview.map((land, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a preview of a fixed list, never reordered
              key={index}
              className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-2 text-right sm:grid-cols-[1fr_7rem_9rem_5rem] sm:gap-4"
            >
              {land.name || land.region ? (
                <span className="text-left font-medium text-slate-800 max-sm:col-span-2" data-user-content>
                  {land.name ?? land.region}
                </span>
              ) : (
                <span className="text-left font-medium text-slate-800 max-sm:col-span-2">
                  {t('results.unnamed')}
                </span>
              )}
              <span className="text-slate-600">{land.size ?? '—'}</span>
              <span className="text-slate-600">{land.price ?? '—'}</span>
              <span className="text-slate-600">
                {land.rating === null
                  ? t('results.noRating')
                  : `★ ${land.rating.toLocaleString(currentLocale())}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="mt-2 text-sm text-slate-600">{t('results.more', { count: more })}</p>}
    </section>
  );
}
