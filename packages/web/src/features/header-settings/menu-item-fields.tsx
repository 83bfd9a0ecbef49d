import type { MenuItem, MenuItemCreate } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/field';
import { PageLinkSelect } from '../../components/page-link-select';

/** What the add and edit forms hold; order is text until saved (spec §5: not a number → 0). */
export interface MenuDraft {
  label: string;
  url: string;
  order_pos: string;
  is_external: boolean;
  is_active: boolean;
}

export const emptyDraft: MenuDraft = {
  label: '',
  url: '',
  order_pos: '',
  is_external: false,
  is_active: true,
};

export const toDraft = (item: MenuItem): MenuDraft => ({ ...item, order_pos: String(item.order_pos) });

/** The body to send, or undefined when label or URL is blank (spec §5). */
export function draftBody(draft: MenuDraft): MenuItemCreate | undefined {
  const label = draft.label.trim();
  const url = draft.url.trim();
  if (!label || !url) return undefined;
  const order = Number.parseInt(draft.order_pos, 10);
  return {
    label,
    url,
    is_external: draft.is_external,
    is_active: draft.is_active,
    order_pos: Number.isNaN(order) ? 0 : order,
  };
}

/** Label, URL, order and the two flags of a menu item, for the add form and the inline edit. */
export function MenuItemFields({
  draft,
  onChange,
  kind,
}: {
  draft: MenuDraft;
  onChange: (draft: MenuDraft) => void;
  /** The add form's fields or the inline edit's: their accessible names tell them apart. */
  kind: 'new' | 'edited';
}) {
  const { t } = useTranslation(['header', 'common']);
  const set = (patch: Partial<MenuDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="text-sm">
        <span className="block font-medium text-slate-700">{t('menu.label')}</span>
        <input
          aria-label={t(`menu.${kind}.label`)}
          value={draft.label}
          onChange={(e) => set({ label: e.target.value })}
          className={inputClass}
        />
      </label>
      <label className="text-sm">
        <span className="block font-medium text-slate-700">{t('menu.url')}</span>
        <input
          aria-label={t(`menu.${kind}.url`)}
          value={draft.url}
          placeholder={t('menu.urlPlaceholder')}
          onChange={(e) => set({ url: e.target.value })}
          className={inputClass}
        />
      </label>
      <PageLinkSelect
        name={t(`menu.${kind}.page`)}
        className="text-sm"
        url={draft.url}
        onPick={(page) =>
          set({
            url: `/${page.slug}`,
            is_external: false,
            label: draft.label.trim() ? draft.label : page.title,
          })
        }
      />
      <label className="w-24 text-sm">
        <span className="block font-medium text-slate-700">{t('common:order')}</span>
        <input
          aria-label={t(`menu.${kind}.order`)}
          type="number"
          value={draft.order_pos}
          onChange={(e) => set({ order_pos: e.target.value })}
          className={inputClass}
        />
      </label>
      <label className="flex items-center gap-1.5 pb-2 text-sm">
        <input
          type="checkbox"
          checked={draft.is_external}
          onChange={(e) => set({ is_external: e.target.checked })}
        />
        {t('common:link.external')}
      </label>
      <label className="flex items-center gap-1.5 pb-2 text-sm">
        <input
          type="checkbox"
          checked={draft.is_active}
          onChange={(e) => set({ is_active: e.target.checked })}
        />
        {t('common:active')}
      </label>
    </div>
  );
}
