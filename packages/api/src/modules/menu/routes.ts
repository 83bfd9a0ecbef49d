import {
  MenuItem,
  MenuItemCreate,
  MenuItemUpdate,
  menuMessages,
  menuUrlProblem,
} from '@land-office/contract';
import { contentRoutes } from '../content/routes.js';

export const menuRoutes = contentRoutes<MenuItem>({
  name: 'menu',
  table: 'menu_items',
  resource: 'menu',
  booleans: ['is_external', 'is_active'],
  notFound: menuMessages.notFound,
  entity: MenuItem,
  create: MenuItemCreate,
  update: MenuItemUpdate,
  check: menuUrlProblem,
  reorderKey: 'menus',
});
