import {
  type AvailableLandSettings,
  contentTypes,
  type HeaderButton,
  type HeaderSettings,
  type SiteSettings,
  type SupportMemberUpdate,
  type UserUpdate,
} from '@land-office/contract';
import { i18next } from '../i18n';
import { fieldLabelsOf, typeTexts } from './type-texts';

type Columns<S extends { shape: object }> = Exclude<keyof S['shape'], 'version' | 'id'>;

/**
 * The label each screen shows for a field of what it saves that is not a declared content type,
 * by the resource the activity log names it under and the column the server names: the key of
 * that label in the catalogue. Typed by the contract's shapes, so a field added there without a
 * label here does not compile.
 */
const formLabels: {
  site_settings: Record<Columns<typeof SiteSettings>, string>;
  header_settings: Record<Columns<typeof HeaderSettings>, string>;
  header_button: Record<Columns<typeof HeaderButton>, string>;
  available_land_settings: Record<Columns<typeof AvailableLandSettings>, string>;
  support: Record<Columns<typeof SupportMemberUpdate>, string>;
  users: Record<Columns<typeof UserUpdate>, string>;
  media: Record<'alt_text', string>;
} = {
  site_settings: {
    site_title: 'siteSettings:fields.siteTitle',
    site_description: 'siteSettings:fields.siteDescription',
    site_keywords: 'siteSettings:fields.keywords',
    footer_text: 'siteSettings:fields.footerText',
    contact_email: 'siteSettings:fields.contactEmail',
    social_links: 'siteSettings:fields.socialLinks',
    google_analytics: 'siteSettings:fields.googleAnalytics',
    facebook_pixel: 'siteSettings:fields.facebookPixel',
    default_theme: 'siteSettings:fields.defaultTheme',
    header_fixed: 'siteSettings:fields.headerBehaviour',
    site_language: 'siteSettings:fields.siteLanguage',
  },
  header_settings: {
    logo_light_url: 'header:logo.lightUrl',
    logo_dark_url: 'header:logo.darkUrl',
    logo_alt: 'header:logo.alt',
    logo_width: 'header:logo.width',
    logo_height: 'header:logo.height',
    site_name: 'header:logo.siteName',
    show_site_name: 'header:logo.showSiteName',
  },
  header_button: {
    text: 'header:button.text',
    url: 'header:button.url',
    color_light: 'header:button.colorLight',
    color_dark: 'header:button.colorDark',
    show_icon: 'header:button.showIcon',
    open_new_tab: 'header:button.openNewTab',
    is_active: 'header:button.active',
  },
  available_land_settings: {
    page_title: 'land:page.title',
    page_subtitle: 'land:page.subtitle',
    default_view: 'land:page.defaultView',
    show_search_card: 'land:page.showSearch',
    is_active: 'common:active',
  },
  support: {
    uuid: 'support:fields.uuid',
    email: 'support:fields.email',
    languages: 'support:fields.languages',
    roles: 'support:fields.roles',
    is_active: 'common:active',
  },
  users: {
    username: 'users:form.username',
    email: 'users:form.email',
    display_name: 'users:form.displayName',
    role: 'users:form.role',
    is_active: 'users:form.active',
  },
  media: { alt_text: 'media:altText' },
};

/** Every field a screen saves, as `[resource, column]`: the forms' above and each declared type's. */
export const savedFields: readonly [resource: string, column: string][] = [
  ...Object.entries(formLabels).flatMap(([resource, keys]) =>
    Object.keys(keys).map((column) => [resource, column] as [string, string]),
  ),
  ...contentTypes.flatMap((type) =>
    Object.keys(type.fields).map((column) => [type.name, column] as [string, string]),
  ),
];

/**
 * What the admin's screens call a field of `resource` (`order_pos` of a banner → "Order",
 * `is_active` of a support member → "Active"), in the admin's language; a field no screen names
 * keeps its column name.
 */
export function fieldLabel(resource: string, column: string): string {
  const keys = (formLabels as Record<string, Record<string, string>>)[resource];
  const key = keys?.[column];
  if (key) return i18next.t(key as never) as string;
  const type = contentTypes.find((declared) => declared.name === resource);
  const declared = type ? fieldLabelsOf(typeTexts(type))[column] : undefined;
  return declared ?? column;
}

/** "title, order_pos" as the server lists changed fields → "Title, Order". */
export const fieldList = (resource: string, columns: string) =>
  columns
    .split(', ')
    .map((column) => fieldLabel(resource, column))
    .join(', ');

/**
 * What the admin calls a field a refusal names (`order_pos`, `links.0.url`), whichever screen
 * sent it: the label of the first screen or content type with that field whose texts are loaded,
 * else the field's name.
 */
export function labelOfField(field: string): string {
  const column = field.split('.')[0] ?? field;
  for (const [resource, name] of savedFields) {
    if (name !== column) continue;
    const key = (formLabels as Record<string, Record<string, string>>)[resource]?.[column];
    if (!key || i18next.exists(key)) return fieldLabel(resource, column);
  }
  return field;
}
