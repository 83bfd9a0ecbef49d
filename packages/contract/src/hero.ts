import { z } from 'zod';
import { OrderPos } from './common.js';
import { linkUrlProblem } from './link-url.js';

/** The texts of spec §2 and §8 for hero sections, kept exactly. */
export const heroMessages = {
  notFound: 'Hero section not found',
  loadError: 'Error loading hero section',
  saveError: 'Error saving hero section',
  deleteConfirm: 'Are you sure you want to delete this hero section?',
  internal: 'Internal',
  external: 'External',
  newTab: 'New Tab',
} as const;

/** Spec §3 and §9 defaults. */
export const heroDefaults = { title_color: '#000000', button_color: '#ffd700' } as const;

/** Spec §9 swatches; the title also offers white and black. */
export const heroSwatches = [
  '#ffd700',
  '#f59e0b',
  '#ef4444',
  '#10b981',
  '#3b82f6',
  '#8b5cf6',
  '#f97316',
  '#06b6d4',
] as const;
export const heroTitleSwatches = [...heroSwatches, '#ffffff', '#000000'] as const;

const required = (label: string) => ({ error: `${label} is required` });
const text = (label: string, max: number) =>
  z.string(required(label)).trim().min(1, required(label)).max(max);
const colour = (label: string) =>
  z
    .string(required(label))
    .trim()
    .min(1, required(label))
    .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: `${label} must be a colour such as #ffd700` })
    .transform((v) => v.toLowerCase());

const fields = {
  title: text('Title', 255),
  title_color: colour('Title colour'),
  description: text('Description', 2000),
  button_text: text('Button text', 100),
  button_url: text('Button URL', 2048),
  button_color: colour('Button colour'),
  is_external: z.boolean(),
  open_new_tab: z.boolean(),
  is_active: z.boolean(),
  order_pos: OrderPos,
};

/**
 * Spec §3's hero plus `order_pos` (default 0): the shared content routes list every ordered type
 * by order_pos then id, so heroes get the same public order rule as menus and banners.
 */
export const Hero = z.object({
  id: z.number(),
  title: z.string(),
  title_color: z.string(),
  description: z.string(),
  button_text: z.string(),
  button_url: z.string(),
  button_color: z.string(),
  is_external: z.boolean(),
  open_new_tab: z.boolean(),
  is_active: z.boolean(),
  order_pos: z.number().int(),
});
export type Hero = z.infer<typeof Hero>;

export const HeroCreate = z.strictObject({
  ...fields,
  title_color: fields.title_color.default(heroDefaults.title_color),
  button_color: fields.button_color.default(heroDefaults.button_color),
  is_external: fields.is_external.default(false),
  open_new_tab: fields.open_new_tab.default(false),
  is_active: fields.is_active.default(true),
  order_pos: fields.order_pos.default(0),
});
export type HeroCreate = z.input<typeof HeroCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full hero) and ignored. */
export const HeroUpdate = z.strictObject({ ...fields, id: z.number().optional() }).partial();
export type HeroUpdate = z.input<typeof HeroUpdate>;

/** The button's URL must be internal or external as its flag says. */
export const heroProblem = (hero: Pick<Hero, 'button_url' | 'is_external'>) =>
  linkUrlProblem('button_url', hero.button_url, hero.is_external);
