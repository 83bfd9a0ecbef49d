import type { User } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { SkeletonRows } from '../../components/skeleton-rows';
import { errorText } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useFlash } from '../../lib/use-flash';
import { useDeleteUser } from './api/delete-user';
import { useUsers } from './api/list-users';
import { useUpdateUser } from './api/update-user';
import { UserRow } from './user-row';

/** /admin/users: everyone who can sign in, invitations pending included; invite, edit, (de)activate, delete. */
export default function UserListPage() {
  const { t } = useTranslation(['users', 'common']);
  const users = useUsers();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const me = useSession()?.admin.id;
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();

  // A refusal (the last owner, yourself) is the server's to explain.
  const failed = (fallback: string) => (error: unknown) =>
    show(errorText(error, fallback), { isError: true });
  const toggle = (user: User) =>
    update.mutate(
      { id: user.id, body: { is_active: !user.is_active } },
      {
        onSuccess: (saved) => show(saved.is_active ? t('list.activated') : t('list.deactivated')),
        onError: failed(t('list.updateError')),
      },
    );
  const destroy = async (user: User) => {
    if (!(await ask(t('list.deleteConfirm'), t('common:delete')))) return;
    remove.mutate(user.id, {
      onSuccess: () => show(t('list.deleted')),
      onError: failed(t('list.deleteError')),
    });
  };

  if (users.isPending) return <SkeletonRows />;
  if (users.isError)
    return <LoadError text={t('list.loadError')} error={users.error} retry={users.refetch} />;

  return (
    <div>
      <FlashBanner flash={flash} />
      {dialog}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('list.intro')}</p>
        <Link to="/admin/users/new" className={buttonClass.primary}>
          {t('list.invite')}
        </Link>
      </div>
      {users.data.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{t('list.empty')}</p>
      ) : (
        <ListTable
          headers={[
            t('list.columns.name'),
            t('list.columns.email'),
            t('list.columns.role'),
            t('list.columns.twoFactor'),
            t('list.columns.lastLogin'),
            t('list.columns.status'),
          ]}
        >
          {users.data.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              own={user.id === me}
              onToggle={() => toggle(user)}
              toggling={update.isPending && update.variables?.id === user.id}
              onDelete={() => destroy(user)}
              deleting={remove.isPending && remove.variables === user.id}
            />
          ))}
        </ListTable>
      )}
    </div>
  );
}
