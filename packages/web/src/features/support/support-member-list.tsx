import type { SupportMember } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass } from '../../components/field';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { SkeletonRows } from '../../components/skeleton-rows';
import { refusalText } from '../../lib/refusal-text';
import { useDeleteMember } from './api/delete-member';
import { useMembers } from './api/list-members';
import { useUpdateMember } from './api/update-member';
import { SupportMemberRow } from './support-member-row';

interface SupportMemberListProps {
  onEdit: (member: SupportMember) => void;
  onAdd: () => void;
  /** Shows a message at the top of the screen (success, or an error when `isError`). */
  notify: (text: string, isError?: boolean) => void;
}

const COLUMNS = ['photo', 'name', 'uuid', 'email', 'languages', 'roles', 'status', 'active'] as const;

/** The Support Team tab: the roster with its count, active toggles, edit and confirmed delete. */
export function SupportMemberList({ onEdit, onAdd, notify }: SupportMemberListProps) {
  const { t } = useTranslation(['support', 'common']);
  const members = useMembers();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const { ask, dialog } = useConfirm();

  const toggle = (member: SupportMember) =>
    update.mutate(
      { id: member.id, body: { is_active: !member.is_active } },
      {
        onSuccess: () => notify(t('messages.updated')),
        onError: (error) => notify(refusalText(error, t('messages.saveError')), true),
      },
    );
  const destroy = async (member: SupportMember) => {
    if (!(await ask(t('messages.deleteConfirm'), t('common:delete')))) return;
    remove.mutate(member.id, {
      onSuccess: () => notify(t('messages.deleted')),
      onError: (error) => notify(refusalText(error, t('messages.deleteError')), true),
    });
  };

  if (members.isPending) return <SkeletonRows />;
  if (members.isError)
    return <LoadError text={t('messages.loadError')} error={members.error} retry={members.refetch} />;

  return (
    <section aria-labelledby="support-roster-heading">
      {dialog}
      <h2 id="support-roster-heading" className="mb-3 text-lg font-semibold">
        {t('heading', { count: members.data.length })}
      </h2>
      {members.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-600">{t('empty')}</p>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t('emptyHint')}</p>
          <button type="button" className={buttonClass.primary} onClick={onAdd}>
            {t('add')}
          </button>
        </div>
      ) : (
        <ListTable headers={COLUMNS.map((column) => t(`columns.${column}`))}>
          {members.data.map((member) => (
            <SupportMemberRow
              key={member.id}
              member={member}
              onToggle={() => toggle(member)}
              toggling={update.isPending && update.variables?.id === member.id}
              onEdit={() => onEdit(member)}
              onDelete={() => destroy(member)}
              deleting={remove.isPending && remove.variables === member.id}
            />
          ))}
        </ListTable>
      )}
    </section>
  );
}
