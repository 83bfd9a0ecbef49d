import type { AdminSession } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { ListTable } from '../../components/list-table';
import { Spinner } from '../../components/spinner';
import { i18next } from '../../i18n';
import { refusalText } from '../../lib/refusal-text';
import { timeAgo } from '../../lib/relative-time';
import { useFlash } from '../../lib/use-flash';
import { useRevokeSession, useSessions, useSignOutOthers } from './api/sessions';

/** "Firefox 140 on Linux" from a user agent string, or the string itself when unusual. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return i18next.t('auth:sessions.unknownBrowser');
  const browser = [/Edg\/(\d+)/, /Firefox\/(\d+)/, /Chrome\/(\d+)/, /Version\/(\d+).*Safari/]
    .map((re, i) => [['Edge', 'Firefox', 'Chrome', 'Safari'][i], userAgent.match(re)?.[1]] as const)
    .find(([, version]) => version);
  const system = ['Windows', 'Android', 'iPhone', 'Mac OS', 'Linux'].find((os) => userAgent.includes(os));
  if (!browser) return userAgent.slice(0, 60);
  return `${browser[0]} ${browser[1]}${system ? ` · ${system === 'Mac OS' ? 'macOS' : system}` : ''}`;
}

/**
 * The signed-in user's sessions: where, since when, last used; sign one or all others out.
 * Shown by /admin/sessions and by the Sessions section of /admin/account.
 */
export function SessionsList() {
  const { t } = useTranslation('auth');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const others = useSignOutOthers();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();

  const signOut = async (session: AdminSession) => {
    if (!(await ask(t('sessions.signOutConfirm'), t('sessions.signOut')))) return;
    revoke.mutate(session.id, {
      onSuccess: () => show(t('sessions.signedOut')),
      onError: (err) => show(refusalText(err, t('sessions.actionError')), { isError: true }),
    });
  };
  const signOutOthers = async () => {
    if (!(await ask(t('sessions.signOutOthersConfirm'), t('sessions.signOutOthers')))) return;
    others.mutate(undefined, {
      onSuccess: ({ revoked }) => show(t('sessions.signedOutOthers', { count: revoked })),
      onError: (err) => show(refusalText(err, t('sessions.actionError')), { isError: true }),
    });
  };

  if (sessions.isPending) return <Spinner />;
  if (sessions.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {refusalText(sessions.error, t('sessions.loadError'))}
      </p>
    );
  const list = sessions.data;
  return (
    <div className="space-y-4">
      <FlashBanner flash={flash} />
      {dialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('sessions.intro')}</p>
        <button
          type="button"
          className={buttonClass.secondary}
          disabled={others.isPending || list.every((s) => s.current)}
          onClick={signOutOthers}
        >
          {t('sessions.signOutOthers')}
        </button>
      </div>
      <ListTable
        headers={[
          t('sessions.browser'),
          t('sessions.address'),
          t('sessions.signedIn'),
          t('sessions.lastUsed'),
        ]}
      >
        {list.map((s) => (
          <tr key={s.id} className="border-t border-slate-100">
            <td className="px-3 py-2" title={s.user_agent ?? undefined}>
              {describeBrowser(s.user_agent)}
              {s.current && (
                <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-medium text-green-800">
                  {t('sessions.thisDevice')}
                </span>
              )}
            </td>
            <td className="px-3 py-2 font-mono text-xs">{s.ip ?? '—'}</td>
            <td className="px-3 py-2" title={s.created_at}>
              {timeAgo(s.created_at)}
            </td>
            <td className="px-3 py-2" title={s.last_used_at}>
              {timeAgo(s.last_used_at)}
            </td>
            <td className="px-3 py-2 text-right">
              {!s.current && (
                <button
                  type="button"
                  className={buttonClass.danger}
                  disabled={revoke.isPending}
                  onClick={() => signOut(s)}
                >
                  {t('sessions.signOut')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
