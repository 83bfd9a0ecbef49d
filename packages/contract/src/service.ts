import { z } from 'zod';
import { OrderPos } from './common.js';
import { linkUrlProblem } from './link-url.js';

export const serviceMessages = {
  notFound: 'Service not found',
  loadError: 'Error loading service',
  saveError: 'Error saving service',
  deleteConfirm: 'Are you sure you want to delete this service?',
  noLink: 'No link',
} as const;

/** A Font Awesome icon export name: "fa" then a capitalised word, e.g. faHome, faMapLocationDot. */
export const ICON_NAME = /^fa[A-Z0-9][A-Za-z0-9]*$/;

const required = (label: string) => ({ error: `${label} is required` });
const emptyToNull = (value: string | null | undefined) => (value ? value : null);

const fields = {
  title: z.string(required('Title')).trim().min(1, required('Title')).max(255),
  description: z.string(required('Description')).trim().min(1, required('Description')).max(2000),
  icon: z
    .string(required('Icon'))
    .trim()
    .min(1, required('Icon'))
    .max(64)
    .regex(ICON_NAME, { error: 'Icon must be a Font Awesome name such as faHome' }),
  link_url: z.string().trim().max(2048).nullish().transform(emptyToNull),
  is_external: z.boolean(),
  is_active: z.boolean(),
  order_pos: OrderPos,
};

/** Response schema: no transforms, the serializer encodes through it. */
export const Service = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  link_url: z.string().nullable(),
  is_external: z.boolean(),
  is_active: z.boolean(),
  order_pos: z.number().int(),
});
export type Service = z.infer<typeof Service>;

export const ServiceCreate = z.strictObject({
  ...fields,
  link_url: fields.link_url.default(null),
  is_external: fields.is_external.default(false),
  is_active: fields.is_active.default(true),
  order_pos: fields.order_pos.default(0),
});
export type ServiceCreate = z.input<typeof ServiceCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full item) and ignored. */
export const ServiceUpdate = z.strictObject({ ...fields, id: z.number().optional() }).partial();
export type ServiceUpdate = z.input<typeof ServiceUpdate>;

/** The optional link follows the Internal/External flag like every other content link. */
export function serviceLinkProblem(service: Pick<Service, 'link_url' | 'is_external'>): string | undefined {
  return service.link_url ? linkUrlProblem('link_url', service.link_url, service.is_external) : undefined;
}
