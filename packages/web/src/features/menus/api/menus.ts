import type { MenuItem, MenuItemCreate, MenuItemUpdate } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Every call of the menus screens: /menu/admin list, one, create, update, delete, reorder. */
export const menus = contentResource<MenuItem, MenuItemCreate, MenuItemUpdate>({
  name: 'menu',
  reorderKey: 'menus',
});
