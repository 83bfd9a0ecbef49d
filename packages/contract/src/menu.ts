import { z } from 'zod';
import { OrderPos } from './common.js';
import { linkUrlProblem } from './link-url.js';

const fields = {
  label: z.string({ error: 'Label is required' }).trim().min(1, { error: 'Label is required' }).max(100),
  url: z.string({ error: 'URL is required' }).trim().min(1, { error: 'URL is required' }).max(2048),
  is_external: z.boolean(),
  is_active: z.boolean(),
  order_pos: OrderPos,
};

/** Response schemas hold no transforms: the serializer encodes through them. */
export const MenuItem = z.object({
  id: z.number(),
  label: z.string(),
  url: z.string(),
  is_external: z.boolean(),
  is_active: z.boolean(),
  order_pos: z.number().int(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuItemCreate = z.strictObject({
  ...fields,
  is_external: fields.is_external.default(false),
  is_active: fields.is_active.default(true),
  order_pos: fields.order_pos.default(0),
});
export type MenuItemCreate = z.input<typeof MenuItemCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full item) and ignored. */
export const MenuItemUpdate = z.strictObject({ ...fields, id: z.number().optional() }).partial();
export type MenuItemUpdate = z.input<typeof MenuItemUpdate>;

/** Spec §5: internal pages use relative URLs, external ones full URLs. */
export function menuUrlProblem(item: Pick<MenuItem, 'url' | 'is_external'>): string | undefined {
  return linkUrlProblem('url', item.url, item.is_external);
}

export const menuMessages = {
  notFound: 'Menu item not found',
  loadError: 'Error loading menu item',
  saveError: 'Error saving menu item',
  deleteConfirm: 'Are you sure you want to delete this menu item?',
} as const;

/** The seven default menus of spec §7, ordered 1 to 7, active and internal. */
export const defaultMenus: MenuItemCreate[] = [
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
