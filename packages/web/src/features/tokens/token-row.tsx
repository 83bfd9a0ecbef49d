import type { ApiToken } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { timeAgo } from '../../lib/relative-time';
import { formatInZone, useSiteTimeZone } from '../../lib/site-time';
import { scopeSummary } from './scope-summary';

interface TokenRowProps {
  token: ApiToken;
  onRevoke: () => void;
  revoking: boolean;
}

const note = 'block text-xs text-slate-600';

/** One token of the list: name (and where it works from), scopes, made when and by whom, expiry, last use, Revoke. */
export function TokenRow({ token, onRevoke, revoking }: TokenRowProps) {
  const { t } = useTranslation('tokens');
  const zone = useSiteTimeZone();
  const expired = token.expires_at !== null && new Date(token.expires_at).getTime() <= Date.now();
  return (
    <tr className="border-t border-slate-100 align-middle" data-token-id={token.id}>
      <td className="px-3 py-2">
        <span className="font-medium" data-user-content>
          {token.name}
        </span>
        {token.allowed_addresses.length > 0 && (
          <span className={`${note} font-mono`}>
            {t('list.onlyFrom', { addresses: token.allowed_addresses.join(', ') })}
          </span>
        )}
      </td>
      <td className="px-3 py-2 text-xs">{scopeSummary(t, token.scopes)}</td>
      <td className="px-3 py-2">
        <span className="whitespace-nowrap">{formatInZone(token.created_at, zone)}</span>
        {token.created_by && (
          <span className={note} data-user-content>
            {t('list.createdBy', { name: token.created_by })}
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <span className="whitespace-nowrap">
          {token.expires_at ? formatInZone(token.expires_at, zone) : t('list.never')}
        </span>
        {expired && (
          <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">
            {t('list.expired')}
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        {token.last_used_at ? (
          <>
            <span className="whitespace-nowrap" title={token.last_used_at}>
              {timeAgo(token.last_used_at)}
            </span>
            {token.last_used_ip && (
              <span className={`${note} font-mono`}>
                {t('list.usedFrom', { address: token.last_used_ip })}
              </span>
            )}
          </>
        ) : (
          <span className="text-xs text-slate-600">{t('list.neverUsed')}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right max-sm:ml-auto">
        <button
          type="button"
          className={buttonClass.danger}
          disabled={revoking}
          onClick={onRevoke}
          aria-label={t('list.revokeItem', { name: token.name })}
        >
          {t('list.revoke')}
        </button>
      </td>
    </tr>
  );
}
