import type { SupportMember } from '@land-office/contract';
import { useState } from 'react';
import { FlashBanner } from '../../components/flash-banner';
import { Tabs } from '../../components/tabs';
import { useFlash } from '../../lib/use-flash';
import { SupportMemberForm } from './support-member-form';
import { SupportMemberList } from './support-member-list';
import { supportTexts } from './support-texts';

type Tab = 'list' | 'add';

/** /admin/support-settings: the Support Team and Add Member tabs of spec §2 and §4. */
export default function SupportSettingsPage() {
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
        label="Support team"
        selected={tab}
        onSelect={(key) => (key === 'list' ? openList() : openAdd())}
        tabs={[
          {
            key: 'list',
            label: supportTexts.listTab,
            panel: <SupportMemberList onEdit={edit} onAdd={openAdd} notify={notify} />,
          },
          {
            key: 'add',
            label: supportTexts.addTab,
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
