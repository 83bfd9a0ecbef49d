import { type ScraperConfig, type ScraperSourceId, scraperSourceIds } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/field';

export type SourceUrls = Record<ScraperSourceId, string>;

/** The three sources as one radio group (exactly one active), each with its URL. */
export function SourceOptions({
  sources,
  active,
  urls,
  urlError,
  disabled,
  onPick,
  onUrl,
}: {
  sources: ScraperConfig['sources'];
  active: ScraperSourceId;
  urls: SourceUrls;
  urlError?: string;
  disabled: boolean;
  onPick: (id: ScraperSourceId) => void;
  onUrl: (id: ScraperSourceId, url: string) => void;
}) {
  const { t } = useTranslation(['land', 'common']);
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('sources.legend')}</legend>
      {scraperSourceIds.map((id) => {
        const source = sources[id];
        const isActive = id === active;
        const errorId = `${id}-url-error`;
        return (
          <div
            key={id}
            className={`rounded-lg border p-3 ${isActive ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'}`}
          >
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="activeScraper"
                value={id}
                checked={isActive}
                onChange={() => onPick(id)}
              />
              <span className="font-medium text-slate-800">{source.name}</span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                {t(`sources.${source.type}`)}
              </span>
              {isActive && <span className="text-xs font-semibold text-amber-700">{t('common:active')}</span>}
            </label>
            <input
              type="url"
              aria-label={t('sources.url', { name: source.name })}
              className={`${inputClass} mt-2`}
              value={urls[id]}
              onChange={(event) => onUrl(id, event.target.value)}
              aria-invalid={isActive && urlError ? true : undefined}
              aria-describedby={isActive && urlError ? errorId : undefined}
            />
            {isActive && urlError && (
              <span id={errorId} className="mt-1 block text-sm text-red-600">
                {urlError}
              </span>
            )}
          </div>
        );
      })}
      <p className="text-xs text-slate-600">{t('sources.onlySelectedSaved')}</p>
    </fieldset>
  );
}
