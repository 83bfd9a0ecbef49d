import { landPriceText } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { Sparkline } from '../../components/sparkline';
import { Spinner } from '../../components/spinner';
import { currentLocale } from '../../i18n';
import { useListing } from './api/get-listing';

/** A listing's history: when it was first and last seen, and its prices over time as a small line. */
export function ListingHistory({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('listings');
  const listing = useListing(id, true);
  if (listing.isPending) return <Spinner />;
  if (listing.isError)
    return <LoadError text={t('historyError')} error={listing.error} retry={listing.refetch} />;
  const when = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  const { prices, first_seen, last_seen } = listing.data;
  return (
    <div className="space-y-2 text-sm">
      <p>{t('seen', { first: when.format(new Date(first_seen)), last: when.format(new Date(last_seen)) })}</p>
      {prices.length > 1 && (
        <Sparkline values={prices.map((price) => price.price_ls)} label={t('priceLine', { name })} />
      )}
      <ol className="space-y-0.5">
        {prices.map((price) => (
          <li key={price.seen_at} className="tabular-nums">
            <time dateTime={price.seen_at}>{when.format(new Date(price.seen_at))}</time>
            {' — '}
            {landPriceText(price.price_ls, price.period) ?? t('noPrice')}
          </li>
        ))}
      </ol>
    </div>
  );
}
