import type { SupportMember } from '@land-office/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { FormWithHistory } from '../../components/history-disclosure';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { Tabs } from '../../components/tabs';
import { useFlash } from '../../lib/use-flash';
import { useMember } from './api/get-member';
import { supportKeys } from './api/keys';
import { memberFieldLabels, SupportMemberForm } from './support-member-form';
import { SupportMemberList } from './support-member-list';

type Tab = 'list' | 'add';

/**
 * /admin/support-settings: the Support Team and Add Member tabs of spec §2 and §4; a member being
 * edited has their History under the form.
 */
export default function SupportSettingsPage() {
  const { t } = useTranslation(['support', 'common']);
  const [tab, setTab] = useState<Tab>('list');
  // The member being edited: the roster's row names them, the form reads them with their version.
  const [editing, setEditing] = useState<number | null>(null);
  // A new key remounts the form empty, so "Add Member" after an edit starts clean.
  const [formKey, setFormKey] = useState(0);
  const { flash, show } = useFlash();

  const notify = (text: string, isError = false) => show(text, { isError });
  const openList = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
    setTab('list');
  };
  const openAdd = () => {
    if (editing !== null || tab !== 'add') {
      setEditing(null);
      setFormKey((k) => k + 1);
    }
    setTab('add');
  };
  const edit = (member: SupportMember) => {
    setEditing(member.id);
    setFormKey((k) => k + 1);
    setTab('add');
  };
  const form = (member?: SupportMember) => (
    <SupportMemberForm
      key={formKey}
      member={member}
      onSaved={(message) => {
        notify(message);
        openList();
      }}
      onError={(message) => notify(message, true)}
      onCancel={openList}
    />
  );

  return (
    <div>
      <FlashBanner flash={flash} />
      <Tabs
        label={t('tabsLabel')}
        selected={tab}
        onSelect={(key) => (key === 'list' ? openList() : openAdd())}
        tabs={[
          {
            key: 'list',
            label: t('listTab'),
            panel: <SupportMemberList onEdit={edit} onAdd={openAdd} notify={notify} />,
          },
          {
            key: 'add',
            label: t('addTab'),
            panel: editing === null ? form() : <EditMember key={editing} id={editing} form={form} />,
          },
        ]}
      />
    </div>
  );
}

/** The form of member `id`, once they are read with their version, and their History under it. */
function EditMember({ id, form }: { id: number; form: (member: SupportMember) => ReactNode }) {
  const { t } = useTranslation(['support', 'common']);
  const member = useMember(id);
  const qc = useQueryClient();
  if (member.isPending) return <Spinner />;
  if (member.isError)
    return <LoadError text={t('messages.loadError')} error={member.error} retry={member.refetch} />;
  return (
    <FormWithHistory
      resource="support"
      id={id}
      current={member.data}
      width="max-w-3xl"
      labels={{
        ...memberFieldLabels(t),
        name: t('columns.name'),
        photo_url: t('columns.photo'),
      }}
      // A restored version: the member read again (the form starts from it), and the roster.
      reload={() =>
        Promise.all([
          qc.invalidateQueries({ queryKey: supportKeys.detail(id) }),
          qc.invalidateQueries({ queryKey: supportKeys.list() }),
        ])
      }
    >
      {form(member.data)}
    </FormWithHistory>
  );
}
