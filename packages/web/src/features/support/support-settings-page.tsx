import type { SupportMember } from '@land-office/contract';
import { useState } from 'react';
import { FlashBanner } from '../../components/flash-banner';
import { useFlash } from '../../lib/use-flash';
import { SupportMemberForm } from './support-member-form';
import { SupportMemberList } from './support-member-list';
import { supportTexts } from './support-texts';

type Tab = 'list' | 'add';

const tabClass = (selected: boolean) =>
  `-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
    selected ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-700'
  }`;

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

  const tabs: Array<[Tab, string, () => void]> = [
    ['list', supportTexts.listTab, openList],
    ['add', supportTexts.addTab, openAdd],
  ];

  return (
    <div>
      <FlashBanner flash={flash} />
      <div role="tablist" aria-label="Support team" className="mb-5 flex gap-1 border-b border-slate-200">
        {tabs.map(([id, label, open]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`support-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="support-panel"
            className={tabClass(tab === id)}
            onClick={open}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="support-panel" aria-labelledby={`support-tab-${tab}`}>
        {tab === 'list' ? (
          <SupportMemberList onEdit={edit} onAdd={openAdd} notify={notify} />
        ) : (
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
        )}
      </div>
    </div>
  );
}
