import { defaultMenus } from '@land-office/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { SettingsSection } from '../../components/settings-section';
import { Spinner } from '../../components/spinner';
import { saveErrorText } from '../../lib/save-error';
import { headerMenu, useCreateMenuItems } from './api/menu-items';
import type { HeaderScreenPart } from './header-screen-part';
import { draftBody, emptyDraft, type MenuDraft, MenuItemFields } from './menu-item-fields';
import { MenuItemRow } from './menu-item-row';

/** Spec §2 Menu Items: the header's menu through the menu API, with Create Default Menus. */
export function HeaderMenuEditor({ show, onDirty }: HeaderScreenPart) {
  const { t } = useTranslation(['header', 'common']);
  const items = headerMenu.useList();
  const create = headerMenu.useCreate();
  const createDefaults = useCreateMenuItems();
  const [draft, setDraft] = useState<MenuDraft>(emptyDraft);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editDirty, setEditDirty] = useState(false);
  const addDirty = draft.label !== '' || draft.url !== '' || draft.order_pos !== '';
  useEffect(() => onDirty('menu', addDirty || editDirty), [addDirty, editDirty, onDirty]);

  const add = async () => {
    const body = draftBody(draft);
    if (!body) return show(t('menuRequired'), { isError: true });
    try {
      await create.mutateAsync(body);
      setDraft(emptyDraft);
      show(t('menuAdded'));
    } catch (error) {
      show(saveErrorText(error, { failed: t('menuAddFailed'), network: t('menuAddError') }), {
        isError: true,
      });
    }
  };
  const addDefaults = async () => {
    const present = new Set(items.data?.map((item) => item.url));
    try {
      await createDefaults.mutateAsync(defaultMenus.filter((item) => !present.has(item.url)));
      show(t('defaultsCreated'));
    } catch (error) {
      show(saveErrorText(error, { network: t('defaultsError') }), { isError: true });
    }
  };
  const close = () => {
    setEditingId(null);
    setEditDirty(false);
  };

  return (
    <SettingsSection title={t('menu.title')}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={addDefaults}
          disabled={createDefaults.isPending || !items.isSuccess}
          className={buttonClass.secondary}
        >
          {createDefaults.isPending ? t('menu.creating') : t('menu.createDefaults')}
        </button>
        <Link to="/admin/menus" className="text-sm font-medium text-slate-700 underline">
          {t('menu.manageAll')}
        </Link>
      </div>
      {items.isPending ? (
        <Spinner />
      ) : items.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('common:settings.loadError')}
        </p>
      ) : items.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('menuEmpty')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('menu.list')}>
          {items.data
            .toSorted((a, b) => a.order_pos - b.order_pos || a.id - b.id)
            .map((item) => (
              <MenuItemRow
                key={item.id}
                item={item}
                editing={editingId === item.id}
                onEdit={() => {
                  setEditingId(item.id);
                  setEditDirty(false);
                }}
                onClose={close}
                show={show}
                onDirty={setEditDirty}
              />
            ))}
        </ul>
      )}
      <form
        aria-label={t('menu.addForm')}
        className="space-y-3 border-t border-slate-200 pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <h3 className="text-sm font-semibold">{t('menu.addHeading')}</h3>
        <MenuItemFields draft={draft} onChange={setDraft} kind="new" />
        <button type="submit" disabled={create.isPending} className={buttonClass.primary}>
          {create.isPending ? t('menu.adding') : t('menu.add')}
        </button>
      </form>
    </SettingsSection>
  );
}
