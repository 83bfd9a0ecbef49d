import { z } from 'zod';
import { required } from './common.js';
import { defineContentType } from './content-type.js';
import { externalFlag, requiredText } from './fields.js';
import { linkUrlProblem } from './link-url.js';

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

const colour = (label: string) =>
  z
    .string(required(label))
    .trim()
    .min(1, required(label))
    .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: `${label} must be a colour such as #ffd700` })
    .max(7, { error: `${label} must be a colour such as #ffd700` })
    .transform((v) => v.toLowerCase());

/** A hero section of the public site's front page: a title, a line and a button, in order. */
export const heroType = defineContentType({
  name: 'hero',
  table: 'heroes',
  adminPath: '/admin/hero',
  nav: { label: 'Hero Section', after: 'Banners' },
  label: { one: 'Hero section', many: 'Hero sections', admin: 'Hero' },
  description: "The front page's hero sections: title, description and a button, each with its colours.",
  fields: {
    title: requiredText('Title', 255, { list: true }),
    title_color: {
      kind: 'string',
      max: 7,
      rule: colour('Title colour'),
      default: heroDefaults.title_color,
      ui: { label: 'Title colour', input: 'colour' },
    },
    description: requiredText('Description', 2000, { input: 'textarea' }),
    button_text: requiredText('Button text', 100),
    button_url: requiredText('Button URL', 2048),
    button_color: {
      kind: 'string',
      max: 7,
      rule: colour('Button colour'),
      default: heroDefaults.button_color,
      ui: { label: 'Button colour', input: 'colour' },
    },
    is_external: externalFlag,
    open_new_tab: {
      kind: 'boolean',
      rule: z.boolean(),
      default: false,
      ui: { label: 'Open in a new tab', input: 'checkbox' },
    },
  },
  ordered: true,
  seasonal: true,
  check: (hero) => heroProblem(hero as { button_url: string; is_external: boolean }),
  transfer: { section: 'heroes', key: 'title', unique: false },
  scope: { resource: 'heroes', label: 'Hero sections' },
});

/**
 * Spec §3's hero plus `order_pos` (default 0): the shared content routes list every ordered type
 * by order_pos then id, so heroes get the same public order rule as menus and banners.
 */
export const Hero = heroType.schemas.entity;
export type Hero = z.infer<typeof Hero>;

export const HeroCreate = heroType.schemas.create;
export type HeroCreate = z.input<typeof HeroCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full hero) and ignored. */
export const HeroUpdate = heroType.schemas.update;
export type HeroUpdate = z.input<typeof HeroUpdate>;

/** The button's URL must be internal or external as its flag says. */
export const heroProblem = (hero: { button_url: string; is_external: boolean }): string | undefined =>
  linkUrlProblem('button_url', hero.button_url, hero.is_external);

/** The texts of spec §2 and §8 for hero sections, kept exactly. */
export const heroMessages = {
  ...heroType.messages,
  internal: 'Internal',
  external: 'External',
  newTab: 'New Tab',
} as const;
