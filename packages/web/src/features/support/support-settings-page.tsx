import type { SupportMember } from '@land-office/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashBanner } from '../../components/flash-banner';
import { Tabs } from '../../components/tabs';
import { useFlash } from '../../lib/use-flash';
import { SupportMemberForm } from './support-member-form';
import { SupportMemberList } from './support-member-list';

type Tab = 'list' | 'add';

/** /admin/support-settings: the Support Team and Add Member tabs of spec §2 and §4. */
export default function SupportSettingsPage() {
  const { t } = useTranslation(['support', 'common']);
  const [tab, setTab] = useState<Tab>('list');
  const [editing, setEditing] = useState<SupportMember | null>(null);
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
            panel: (
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
            ),
          },
        ]}
      />
    </div>
  );
}
