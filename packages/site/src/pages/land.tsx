import type { AvailableLandSettings, ListingSearchResult } from '@land-office/contract';
import type { LandQuery } from '../land-query.js';
import { LandCard } from '../parts.js';
import type { PageContext, PageView } from '../view.js';

export { type LandQuery, landQueryFields } from '../land-query.js';

export interface LandData {
  settings: AvailableLandSettings;
  query: LandQuery;
  /** The search's page, or the refusal of a bad parameter. */
  result: ListingSearchResult | { error: string };
}

const href = (query: LandQuery, change: LandQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...change })) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `/available-land?${search}` : '/available-land';
};

export function landPage({ settings, query, result }: LandData, ctx: PageContext): PageView {
  const { t } = ctx;
  const view = query.view === 'list' || query.view === 'grid' ? query.view : settings.default_view;
  const periods = [
    ['', t('anyPeriod')],
    ['day', t('periodDay')],
    ['week', t('periodWeek')],
    ['month', t('periodMonth')],
    ['sale', t('periodSale')],
  ] as const;
  const sorts = [
    ['newest', t('sortNewest')],
    ['price', t('sortPrice')],
    ['-price', t('sortPriceDesc')],
    ['size', t('sortSize')],
    ['-size', t('sortSizeDesc')],
  ] as const;
  const numberFields = [
    ['min_size', 'minSize'],
    ['max_size', 'maxSize'],
    ['max_price', 'maxPrice'],
  ] as const;
  const choices = [
    ['period', 'period', periods, ''],
    ['sort', 'sort', sorts, 'newest'],
  ] as const;
  const filtered = Object.entries(query).some(([key, value]) => key !== 'view' && value);
  return {
    title: settings.page_title,
    description: settings.page_subtitle || undefined,
    canonical: '/available-land',
    noindex: filtered,
    islands: ['land-filters'],
    main: (
      <section>
        <h1>{settings.page_title}</h1>
        {settings.page_subtitle ? <p>{settings.page_subtitle}</p> : null}
        {settings.show_search_card ? (
          <div className="card search-card">
            <h2 style={{ marginTop: 0, fontSize: '1.1rem' }}>{t('searchLand')}</h2>
            <search>
              <form method="get" action="/available-land" data-land-filters="">
                <label>
                  {t('words')}
                  <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} />
                </label>
                {numberFields.map(([name, label]) => (
                  <label key={name}>
                    {t(label)}
                    <input type="number" name={name} min={0} step={1} defaultValue={query[name] ?? ''} />
                  </label>
                ))}
                {choices.map(([name, label, options, fallback]) => (
                  <label key={name}>
                    {t(label)}
                    <select name={name} defaultValue={query[name] ?? fallback}>
                      {options.map(([value, text]) => (
                        <option key={value} value={value}>
                          {text}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
                {query.view ? <input type="hidden" name="view" value={view} /> : null}
                <div className="form-actions">
                  <button type="submit" className="primary">
                    {t('apply')}
                  </button>
                  <a className="button" href={href({}, { view: query.view })}>
                    {t('clear')}
                  </a>
                </div>
              </form>
            </search>
          </div>
        ) : null}
        <div className="view-toggle">
          <span>{t('view')}:</span>
          {(['grid', 'list'] as const).map((which) => (
            <a
              key={which}
              href={href(query, { view: which, cursor: undefined })}
              {...(view === which ? { 'aria-current': 'true' as const } : {})}
            >
              {t(which)}
            </a>
          ))}
        </div>
        {'error' in result ? (
          <p role="alert">{result.error}</p>
        ) : (
          <>
            <p aria-live="polite" data-land-count="">
              {t('results', { count: result.total })}
            </p>
            {result.items.length === 0 ? <p>{t('noLand')}</p> : null}
            <div className={view === 'list' ? 'grid lands list' : 'grid lands'}>
              {result.items.map((land) => (
                <LandCard key={land.id} land={land} ctx={ctx} level={2} />
              ))}
            </div>
            {result.next_cursor ? (
              <p>
                <a href={href(query, { cursor: result.next_cursor })}>{t('moreLand')} →</a>
              </p>
            ) : null}
          </>
        )}
      </section>
    ),
  };
}
