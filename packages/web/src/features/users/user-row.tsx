import type { User } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { StatusToggle } from '../../components/status-toggle';
import { timeAgo } from '../../lib/relative-time';

interface UserRowProps {
  user: User;
  /** The signed-in user's own row: they cannot deactivate or delete themselves. */
  own: boolean;
  onToggle: () => void;
  toggling: boolean;
  onDelete: () => void;
  deleting: boolean;
}

const badge = 'ml-2 rounded px-1.5 py-0.5 text-xs font-medium';

/** One user of the list: name and username, e-mail, role, 2FA, last sign-in, active, actions. */
export function UserRow({ user, own, onToggle, toggling, onDelete, deleting }: UserRowProps) {
  const { t } = useTranslation(['users', 'common']);
  const name = user.display_name || user.username;
  return (
    <tr className="border-t border-slate-100 align-middle" data-user-id={user.id}>
      <td className="px-3 py-2">
        <span className="font-medium" data-user-content>
          {name}
        </span>
        {user.invited && (
          <span className={`${badge} bg-amber-100 text-amber-900`} title={t('list.invitedHint')}>
            {t('list.invited')}
          </span>
        )}
        {own && <span className={`${badge} bg-slate-100 text-slate-700`}>{t('list.you')}</span>}
        <span className="block font-mono text-xs text-slate-600" data-user-content>
          {user.username}
        </span>
      </td>
      <td className="px-3 py-2" data-user-content={user.email ? true : undefined}>
        {user.email ?? '—'}
      </td>
      <td className="px-3 py-2">{t(`common:roles.${user.role}`)}</td>
      <td className="px-3 py-2">{user.two_factor ? t('list.on') : t('list.off')}</td>
      <td className="whitespace-nowrap px-3 py-2" title={user.last_login_at ?? undefined}>
        {user.last_login_at ? timeAgo(user.last_login_at) : t('list.never')}
      </td>
      <td className="px-3 py-2">
        <StatusToggle on={user.is_active} onToggle={onToggle} disabled={own || toggling} />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <Link
          to={`/admin/users/edit/${user.id}`}
          aria-label={t('common:editItem', { name })}
          className="mr-3 inline-flex items-center text-sm font-medium text-blue-700 hover:underline max-sm:min-h-11"
        >
          {t('common:edit')}
        </Link>
        {!own && (
          <button
            type="button"
            className={buttonClass.danger}
            disabled={deleting}
            onClick={onDelete}
            aria-label={t('common:deleteItem', { name })}
          >
            {t('common:delete')}
          </button>
        )}
      </td>
    </tr>
  );
}
