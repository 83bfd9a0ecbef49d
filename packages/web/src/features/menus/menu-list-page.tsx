import { type MenuItem, menuMessages } from '@land-office/contract';
import { ContentList, type ContentListTexts } from '../../components/content-list';
import { LinkBadges } from '../../components/link-badges';
import { menus } from './api/menus';

export const menuListTexts: ContentListTexts = {
  empty: 'No menu items yet.',
  create: 'Add Menu Item',
  loadError: 'Error loading menu items',
  updateError: 'Error updating menu item',
  deleteError: 'Error deleting menu item',
  reorderError: 'Error saving the menu order',
  deleteConfirm: menuMessages.deleteConfirm,
  deleted: 'Menu item deleted successfully!',
  reordered: 'Menu order saved successfully!',
};

/** /admin/menus: label, url, Internal/External, Active/Inactive, edit and delete (spec §2), in order. */
export default function MenuListPage() {
  return (
    <ContentList
      resource={menus}
      basePath="/admin/menus"
      itemLabel={(item: MenuItem) => item.label}
      texts={menuListTexts}
      columns={[
        { header: 'Label', cell: (item) => item.label, className: 'px-3 py-2 font-medium' },
        { header: 'URL', cell: (item) => item.url, className: 'px-3 py-2 font-mono text-xs text-slate-600' },
        { header: 'Type', cell: (item) => <LinkBadges external={item.is_external} /> },
      ]}
    />
  );
}
