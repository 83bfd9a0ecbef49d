import type { MenuItem } from '@land-office/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass } from '../../components/field';
import { saveErrorText } from '../../lib/save-error';
import { headerMenu } from './api/menu-items';
import type { HeaderScreenPart } from './header-screen-part';
import { draftBody, type MenuDraft, MenuItemFields, toDraft } from './menu-item-fields';

const badge = 'rounded px-1.5 py-0.5 text-xs font-medium';

/** One header menu item: its facts, or (while edited) the inline form with Save Changes / Cancel. */
export function MenuItemRow({
  item,
  editing,
  onEdit,
  onClose,
  show,
  onDirty,
}: Omit<HeaderScreenPart, 'onDirty'> & {
  item: MenuItem;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(['header', 'common', 'types']);
  const update = headerMenu.useUpdate();
  const remove = headerMenu.useDelete();
  const [draft, setDraft] = useState<MenuDraft>(toDraft(item));
  const { ask, dialog } = useConfirm();

  const change = (next: MenuDraft) => {
    setDraft(next);
    onDirty(JSON.stringify(next) !== JSON.stringify(toDraft(item)));
  };
  const save = async () => {
    const body = draftBody(draft);
    if (!body) return show(t('menuRequired'), { isError: true });
    try {
      await update.mutateAsync({ id: item.id, body: { id: item.id, ...body } });
      show(t('menuUpdated'));
      onClose();
    } catch (error) {
      show(saveErrorText(error, { failed: t('menuUpdateFailed'), network: t('menuUpdateError') }), {
        isError: true,
      });
    }
  };
  const destroy = async () => {
    if (!(await ask(t('types:menu.list.deleteConfirm'), t('common:delete')))) return;
    try {
      await remove.mutateAsync(item.id);
      show(t('menuDeleted'));
    } catch (error) {
      show(saveErrorText(error, { network: t('menuDeleteError') }), { isError: true });
    }
  };

  if (editing)
    return (
      <li className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3">
        <MenuItemFields draft={draft} onChange={change} kind="edited" />
        <div className="flex gap-2">
          <button type="button" onClick={save} disabled={update.isPending} className={buttonClass.primary}>
            {update.isPending ? t('common:saving') : t('menu.saveChanges')}
          </button>
          <button type="button" onClick={onClose} className={buttonClass.secondary}>
            {t('common:cancel')}
          </button>
        </div>
      </li>
    );
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded border border-slate-200 p-3"
      aria-label={item.label}
    >
      {dialog}
      <span className="font-medium" data-user-content>
        {item.label}
      </span>
      <span className="text-sm text-slate-600" data-user-content>
        {item.url}
      </span>
      {item.is_external && (
        <span className={`${badge} bg-blue-100 text-blue-800`}>{t('common:link.external')}</span>
      )}
      {!item.is_active && (
        <span className={`${badge} bg-slate-200 text-slate-700`}>{t('common:inactive')}</span>
      )}
      <span className="text-sm text-slate-600">{t('menu.orderOf', { order: item.order_pos })}</span>
      <span className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={() => {
            setDraft(toDraft(item));
            onEdit();
          }}
          className={buttonClass.secondary}
        >
          {t('common:edit')}
        </button>
        <button type="button" onClick={destroy} disabled={remove.isPending} className={buttonClass.danger}>
          {t('common:delete')}
        </button>
      </span>
    </li>
  );
}
