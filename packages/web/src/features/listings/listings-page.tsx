import {
  type AdminListing,
  AdminListingQuery,
  landPriceText,
  landSizeText,
  scraperSourceIds,
} from '@land-office/contract';
import { Fragment, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../components/field';
import { FilterSelect } from '../../components/filter-select';
import { FlashBanner } from '../../components/flash-banner';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { SkeletonRows } from '../../components/skeleton-rows';
import { currentLocale } from '../../i18n';
import { refusalText } from '../../lib/refusal-text';
import { useFilterParams } from '../../lib/use-filter-params';
import { useFlash } from '../../lib/use-flash';
import { useListings } from './api/list-listings';
import { useSetHidden } from './api/set-hidden';
import { ListingHistory } from './listing-history';

const SHOWS = ['new', 'price_changed', 'gone', 'hidden'] as const;
const SOURCE_NAMES: Record<string, string> = {
  acatech: 'AcaTech',
  casperlet: 'CasperLet',
  cavetech: 'CaveTech',
};

/**
 * /admin/listings: every listing the scraper has seen, newest first, filtered by what it shows
 * (new this week, price changed, gone, hidden) and source, searched by name or region; each with
 * its history, and hidden from the public list or shown again.
 */
export default function ListingsPage() {
  const { t } = useTranslation(['listings', 'common']);
  const { params, set } = useFilterParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const q = useDeferredValue(typed.trim());
  const filters = {
    // The address may hold anything: a value the server would refuse is left out.
    show: AdminListingQuery.shape.show.safeParse(params.get('show') ?? undefined).data,
    source: AdminListingQuery.shape.source.safeParse(params.get('source') ?? undefined).data,
    q: q || undefined,
  };
  const list = useListings(filters);
  const hide = useSetHidden();
  const { flash, show } = useFlash();
  const [open, setOpen] = useState<number | null>(null);

  const toggle = (listing: AdminListing) =>
    hide.mutate(
      { id: listing.id, hidden: !listing.hidden },
      {
        onSuccess: (saved) => show(saved.hidden ? t('hidden') : t('shown')),
        onError: (error) => show(refusalText(error, t('hideError')), { isError: true }),
      },
    );

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const day = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' });
  return (
    <div>
      <FlashBanner flash={flash} />
      <p className="mb-4 text-sm text-slate-600">{t('intro')}</p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          className={`${inputClass} max-w-xs`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            set('q', event.target.value.trim());
          }}
        />
        <FilterSelect
          label={t('show')}
          all={t('shows.all')}
          value={filters.show ?? ''}
          options={SHOWS.map((value) => ({ value, label: t(`shows.${value}`) }))}
          onChange={(value) => set('show', value)}
        />
        <FilterSelect
          label={t('source')}
          all={t('allSources')}
          value={filters.source ?? ''}
          options={scraperSourceIds.map((value) => ({ value, label: SOURCE_NAMES[value] ?? value }))}
          onChange={(value) => set('source', value)}
        />
        {list.isSuccess && <span className="text-sm text-slate-600">{t('count', { count: total })}</span>}
      </div>
      {list.isPending ? (
        <SkeletonRows />
      ) : list.isError && !list.data ? (
        <LoadError text={t('loadError')} error={list.error} retry={list.refetch} />
      ) : items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{t('none')}</p>
      ) : (
        <ListTable
          headers={[
            t('columns.listing'),
            t('columns.size'),
            t('columns.price'),
            t('columns.firstSeen'),
            t('common:status'),
          ]}
        >
          {items.map((listing) => {
            const name = listing.name ?? listing.region ?? t('unnamed', { id: listing.id });
            const change = listing.price_changed;
            const drop =
              change &&
              change.old_price_ls !== null &&
              change.new_price_ls !== null &&
              change.new_price_ls < change.old_price_ls;
            return (
              <Fragment key={listing.id}>
                <tr className="border-t border-slate-100 align-middle" data-listing-id={listing.id}>
                  <td className="px-3 py-2">
                    <span className="font-medium" data-user-content>
                      {name}
                    </span>
                    <span className="block text-xs text-slate-600">
                      <span data-user-content>{listing.region}</span> ·{' '}
                      {SOURCE_NAMES[listing.source] ?? listing.source}
                    </span>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{landSizeText(listing.size_m2) ?? '—'}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {landPriceText(listing.price_ls, listing.period) ?? '—'}
                    {change && (
                      <span className="block text-xs text-slate-600">
                        {t(drop ? 'droppedFrom' : 'changedFrom', {
                          price: landPriceText(change.old_price_ls, change.old_period) ?? '—',
                        })}
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={listing.first_seen}>{day.format(new Date(listing.first_seen))}</time>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      {listing.is_new && <Badge look="bg-green-100 text-green-800">{t('badges.new')}</Badge>}
                      {drop && <Badge look="bg-amber-100 text-amber-900">{t('badges.priceDropped')}</Badge>}
                      {listing.status === 'gone' && (
                        <Badge look="bg-slate-200 text-slate-700">{t('badges.gone')}</Badge>
                      )}
                      {listing.hidden && <Badge look="bg-red-100 text-red-800">{t('badges.hidden')}</Badge>}
                    </div>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <button
                      type="button"
                      className={`${buttonClass.secondary} mr-2`}
                      aria-expanded={open === listing.id}
                      aria-label={t('historyOf', { name })}
                      onClick={() => setOpen(open === listing.id ? null : listing.id)}
                    >
                      {t('history')}
                    </button>
                    <button
                      type="button"
                      className={buttonClass.secondary}
                      disabled={hide.isPending && hide.variables?.id === listing.id}
                      aria-label={t(listing.hidden ? 'showAgainOf' : 'hideOf', { name })}
                      onClick={() => toggle(listing)}
                    >
                      {listing.hidden ? t('showAgain') : t('hide')}
                    </button>
                  </td>
                </tr>
                {open === listing.id && (
                  <tr className="bg-slate-50">
                    <td colSpan={6} className="px-3 py-3">
                      <ListingHistory id={listing.id} name={name} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </ListTable>
      )}
      <LoadMore
        list={list}
        label={t('more')}
        busyLabel={t('common:loading')}
        failed={t('loadError')}
        className="mt-4"
      />
    </div>
  );
}

function Badge({ look, children }: { look: string; children: string }) {
  return <span className={`rounded px-2 py-0.5 text-xs font-medium ${look}`}>{children}</span>;
}
