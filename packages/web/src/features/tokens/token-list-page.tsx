import { useTranslation } from 'react-i18next';
import { RecordListFrame } from '../../components/record-list-frame';
import { useRowRemoval } from '../../lib/use-row-writes';
import { useTokens } from './api/list-tokens';
import { useRevokeToken } from './api/revoke-token';
import { TokenRow } from './token-row';

/** /admin/tokens: the API tokens integrations sign in with, their scopes and last use; make or revoke one. */
export default function TokenListPage() {
  const { t } = useTranslation('tokens');
  const tokens = useTokens();
  const revoke = useRevokeToken();
  const removal = useRowRemoval({
    remove: revoke,
    texts: { action: t('list.revoke'), done: t('list.revoked'), error: t('list.revokeError') },
  });

  return (
    <RecordListFrame
      query={tokens}
      loadError={t('list.loadError')}
      top={removal.messages}
      intro={t('list.intro')}
      add={{ to: '/admin/tokens/new', label: t('list.add') }}
      empty={t('list.empty')}
      headers={[
        t('list.columns.name'),
        t('list.columns.scopes'),
        t('list.columns.created'),
        t('list.columns.expires'),
        t('list.columns.lastUse'),
      ]}
    >
      {(rows) =>
        rows.map((token) => (
          <TokenRow
            key={token.id}
            token={token}
            onRevoke={() => removal.remove(token, t('list.revokeConfirm', { name: token.name }))}
            revoking={revoke.isPending && revoke.variables === token.id}
          />
        ))
      }
    </RecordListFrame>
  );
}
