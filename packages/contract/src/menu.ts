import type { z } from 'zod';
import { defineContentType } from './content-type.js';
import { externalFlag, requiredText } from './fields.js';
import { linkUrlProblem } from './link-url.js';

/** A menu item of the public site's navigation: a label and where it leads, in order. */
export const menuType = defineContentType({
  name: 'menu',
  table: 'menu_items',
  adminPath: '/admin/menus',
  nav: { label: 'Menus', after: 'Blog Posts' },
  label: { one: 'Menu item', many: 'Menu items', admin: 'Menu' },
  description: "The public site's navigation: labels and the pages or sites they lead to, in order.",
  fields: {
    label: requiredText('Label', 100, { list: true }),
    url: requiredText('URL', 2048, { list: true }),
    is_external: externalFlag,
  },
  ordered: true,
  reorderKey: 'menus',
  check: (item) => menuUrlProblem(item as { url: string; is_external: boolean }),
  transfer: { section: 'menu_items', key: 'label', unique: false },
  scope: { resource: 'menus', label: 'Menus' },
});

/** Response schemas hold no transforms: the serializer encodes through them. */
export const MenuItem = menuType.schemas.entity;
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuItemCreate = menuType.schemas.create;
export type MenuItemCreate = z.input<typeof MenuItemCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full item) and ignored. */
export const MenuItemUpdate = menuType.schemas.update;
export type MenuItemUpdate = z.input<typeof MenuItemUpdate>;

/** Spec §5: internal pages use relative URLs, external ones full URLs. */
export function menuUrlProblem(item: { url: string; is_external: boolean }): string | undefined {
  return linkUrlProblem('url', item.url, item.is_external);
}

export const menuMessages = menuType.messages;

/** The seven default menus of spec §7, ordered 1 to 7, active and internal. */
export const defaultMenus: z.output<typeof MenuItemCreate>[] = [
  ['Home', '/'],
  ['Available Land', '/available-land'],
  ['Support', '/support'],
  ['News', '/news'],
  ['Blog', '/blog'],
  ['FAQ', '/faq'],
  ['About Us', '/about-us'],
].map(([label, url], i) => ({
  label: label as string,
  url: url as string,
  is_external: false,
  is_active: true,
  order_pos: i + 1,
}));
