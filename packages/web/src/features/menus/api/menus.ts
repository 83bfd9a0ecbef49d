import type { MenuItem, MenuItemCreate, MenuItemUpdate } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Menu items over /menu/admin: keys and one hook per call (reorder sends `{ menus }`). */
export const menus = contentResource<MenuItem, MenuItemCreate, MenuItemUpdate>('menu', {
  reorderKey: 'menus',
});
