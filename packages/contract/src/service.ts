import { z } from 'zod';
import { required } from './common.js';
import { defineContentType } from './content-type.js';
import { externalFlag, optionalLinkUrl, requiredText } from './fields.js';
import { linkUrlProblem } from './link-url.js';

/** A Font Awesome icon export name: "fa" then a capitalised word, e.g. faHome, faMapLocationDot. */
export const ICON_NAME = /^fa[A-Z0-9][A-Za-z0-9]*$/;

/** A service tile of the public site: a title, a line, a Font Awesome icon and an optional link. */
export const serviceType = defineContentType({
  name: 'service',
  table: 'services',
  adminPath: '/admin/services',
  nav: { label: 'Services', after: 'Menus' },
  label: { one: 'Service', many: 'Services', admin: 'Serviço' },
  description: 'The service tiles of the public site: title, description, icon and an optional link.',
  fields: {
    title: requiredText('Title', 255, { list: true }),
    description: requiredText('Description', 2000, { input: 'textarea', list: 'max-w-xs' }),
    icon: {
      kind: 'string',
      max: 64,
      rule: z
        .string(required('Icon'))
        .trim()
        .min(1, required('Icon'))
        .max(64)
        .regex(ICON_NAME, { error: 'Icon must be a Font Awesome name such as faHome' }),
      ui: { label: 'Icon', help: 'A Font Awesome name such as faHome', list: true },
    },
    link_url: optionalLinkUrl,
    is_external: externalFlag,
  },
  ordered: true,
  seasonal: true,
  reorderKey: 'services',
  check: (item) => serviceLinkProblem(item as { link_url: string | null; is_external: boolean }),
  transfer: { section: 'services', key: 'title', unique: false },
  scope: { resource: 'services', label: 'Services' },
});

/** Response schema: no transforms, the serializer encodes through it. */
export const Service = serviceType.schemas.entity;
export type Service = z.infer<typeof Service>;

export const ServiceCreate = serviceType.schemas.create;
export type ServiceCreate = z.input<typeof ServiceCreate>;

/** A PUT may send any subset; `id` is accepted (clients send the full item) and ignored. */
export const ServiceUpdate = serviceType.schemas.update;
export type ServiceUpdate = z.input<typeof ServiceUpdate>;

/** The optional link follows the Internal/External flag like every other content link. */
export function serviceLinkProblem(service: {
  link_url: string | null;
  is_external: boolean;
}): string | undefined {
  return service.link_url ? linkUrlProblem('link_url', service.link_url, service.is_external) : undefined;
}

export const serviceMessages = { ...serviceType.messages, noLink: 'No link' } as const;
