import type { SupportMember } from '@land-office/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { FormWithHistory } from '../../components/history-disclosure';
import { Tabs } from '../../components/tabs';
import { useFlash } from '../../lib/use-flash';
import { supportKeys } from './api/keys';
import { SupportMemberForm } from './support-member-form';
import { SupportMemberList } from './support-member-list';

type Tab = 'list' | 'add';

/**
 * /admin/support-settings: the Support Team and Add Member tabs of spec §2 and §4; a member being
 * edited has their History under the form.
 */
export default function SupportSettingsPage() {
  const { t } = useTranslation(['support', 'common']);
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<SupportMember | null>(null);
  // A new key remounts the form empty, so "Add Member" after an edit starts clean.
  const [formKey, setFormKey] = useState(0);
  const { flash, show } = useFlash();
  const qc = useQueryClient();

  const notify = (text: string, isError = false) => show(text, { isError });
  const openList = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
    setTab('list');
  };
  const openAdd = () => {
    if (editing || tab !== 'add') {
      setEditing(null);
      setFormKey((k) => k + 1);
    }
    setTab('add');
  };
  const edit = (member: SupportMember) => {
    setEditing(member);
    setFormKey((k) => k + 1);
    setTab('add');
  };
  // A restored version: the roster read again, and the member as it now is in the form.
  const reload = async (id: number) => {
    await qc.invalidateQueries({ queryKey: supportKeys.list() });
    const member = qc.getQueryData<SupportMember[]>(supportKeys.list())?.find((row) => row.id === id);
    if (member) setEditing(member);
  };
  const form = (
    <SupportMemberForm
      key={formKey}
      member={editing ?? undefined}
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
            panel: editing ? (
              <FormWithHistory
                key={editing.id}
                resource="support"
                id={editing.id}
                current={editing}
                width="max-w-3xl"
                labels={{
                  uuid: t('fields.uuid'),
                  email: t('fields.email'),
                  languages: t('fields.languages'),
                  roles: t('fields.roles'),
                  is_active: t('common:active'),
                  name: t('columns.name'),
                  photo_url: t('columns.photo'),
                }}
                reload={() => reload(editing.id)}
              >
                {form}
              </FormWithHistory>
            ) : (
              form
            ),
          },
        ]}
      />
    </div>
  );
}
