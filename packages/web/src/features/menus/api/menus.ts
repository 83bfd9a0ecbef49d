import { menuType } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Menu items over /menu/admin, read from their declaration (reorder sends `{ menus }`). */
export const menus = contentResource(menuType);
