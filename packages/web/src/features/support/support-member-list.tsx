import { type SupportMember, supportMessages } from '@land-office/contract';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass } from '../../components/field';
import { ListTable } from '../../components/list-table';
import { SkeletonRows } from '../../components/skeleton-rows';
import { errorText } from '../../lib/api-client';
import { useDeleteMember } from './api/delete-member';
import { useMembers } from './api/list-members';
import { useUpdateMember } from './api/update-member';
import { SupportMemberRow } from './support-member-row';
import { memberCount, supportTexts } from './support-texts';

interface SupportMemberListProps {
  onEdit: (member: SupportMember) => void;
  onAdd: () => void;
  /** Shows a message at the top of the screen (success, or an error when `isError`). */
  notify: (text: string, isError?: boolean) => void;
}

const HEADERS = ['Photo', 'Name', 'UUID', 'E-mail', 'Languages', 'Roles', 'Status', 'Active'];

/** The Support Team tab: the roster with its count, active toggles, edit and confirmed delete. */
export function SupportMemberList({ onEdit, onAdd, notify }: SupportMemberListProps) {
  const members = useMembers();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const { ask, dialog } = useConfirm();

  const toggle = (member: SupportMember) =>
    update.mutate(
      { id: member.id, body: { is_active: !member.is_active } },
      {
        onSuccess: () => notify(supportMessages.updated),
        onError: (error) => notify(errorText(error, supportMessages.saveError), true),
      },
    );
  const destroy = async (member: SupportMember) => {
    if (!(await ask(supportMessages.deleteConfirm, 'Delete'))) return;
    remove.mutate(member.id, {
      onSuccess: () => notify(supportMessages.deleted),
      onError: (error) => notify(errorText(error, supportMessages.deleteError), true),
    });
  };

  if (members.isPending) return <SkeletonRows />;
  if (members.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>{supportMessages.loadError}</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => members.refetch()}>
          Try again
        </button>
      </div>
    );

  return (
    <section aria-labelledby="support-roster-heading">
      {dialog}
      <h2 id="support-roster-heading" className="mb-3 text-lg font-semibold">
        {memberCount(members.data.length)}
      </h2>
      {members.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-600">{supportTexts.empty}</p>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            Add a member by their avatar's UUID: the name and photo are read from their Second Life profile.
          </p>
          <button type="button" className={buttonClass.primary} onClick={onAdd}>
            {supportTexts.add}
          </button>
        </div>
      ) : (
        <ListTable headers={HEADERS}>
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
