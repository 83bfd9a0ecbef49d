import { useTranslation } from 'react-i18next';
import { RecordListFrame } from '../../components/record-list-frame';
import { useSession } from '../../lib/session';
import { useRowWrites } from '../../lib/use-row-writes';
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
  // A refusal (the last owner, yourself) is the server's to explain.
  const writes = useRowWrites({
    update,
    remove,
    texts: {
      switchedOn: t('list.activated'),
      switchedOff: t('list.deactivated'),
      updateError: t('list.updateError'),
      deleteConfirm: t('list.deleteConfirm'),
      deleteAction: t('common:delete'),
      deleted: t('list.deleted'),
      deleteError: t('list.deleteError'),
    },
  });

  return (
    <RecordListFrame
      query={users}
      loadError={t('list.loadError')}
      top={writes.messages}
      intro={t('list.intro')}
      add={{ to: '/admin/users/new', label: t('list.invite') }}
      empty={t('list.empty')}
      headers={[
        t('list.columns.name'),
        t('list.columns.email'),
        t('list.columns.role'),
        t('list.columns.twoFactor'),
        t('list.columns.lastLogin'),
        t('list.columns.status'),
      ]}
    >
      {(rows) =>
        rows.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            own={user.id === me}
            onToggle={() => writes.toggle(user, { is_active: !user.is_active }, (saved) => saved.is_active)}
            toggling={update.isPending && update.variables?.id === user.id}
            onDelete={() => writes.destroy(user)}
            deleting={remove.isPending && remove.variables === user.id}
          />
        ))
      }
    </RecordListFrame>
  );
}
