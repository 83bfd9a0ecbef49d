import { orderedContentTypes } from '@land-office/contract';

export interface NavEntry {
  /** The English name, which a declaration's `nav.after` names. */
  label: string;
  /** Its text in the catalogue. */
  key: string;
  to: string;
}

/** The sidebar of spec §2, in order. */
const specEntries: readonly NavEntry[] = [
  { label: 'Dashboard', key: 'common:nav.dashboard', to: '/admin/dashboard' },
  { label: 'Site Settings', key: 'common:nav.siteSettings', to: '/admin/site-settings' },
  { label: 'Header', key: 'common:nav.header', to: '/admin/header' },
  { label: 'Banners', key: 'common:nav.banners', to: '/admin/banner' },
  { label: 'Hero Section', key: 'common:nav.hero', to: '/admin/hero' },
  { label: 'Available Land', key: 'common:nav.availableLand', to: '/admin/available-land-settings' },
  { label: 'Blog Posts', key: 'common:nav.blog', to: '/admin/blog' },
  { label: 'Menus', key: 'common:nav.menus', to: '/admin/menus' },
  { label: 'Services', key: 'common:nav.services', to: '/admin/services' },
  { label: 'Support Team', key: 'common:nav.support', to: '/admin/support-settings' },
];

/**
 * The sidebar: spec §2's entries, and each declared content type that has none there, placed
 * after the entry its declaration names (`nav.after`), or last.
 */
export function withDeclaredTypes(
  entries: readonly NavEntry[],
  types: readonly { name: string; adminPath: string; nav: { label: string; after: string } }[],
): NavEntry[] {
  const sidebar = [...entries];
  for (const type of types) {
    if (sidebar.some((entry) => entry.to === type.adminPath)) continue;
    const after = sidebar.findIndex((entry) => entry.label === type.nav.after);
    const at = after === -1 ? sidebar.length : after + 1;
    sidebar.splice(at, 0, { label: type.nav.label, key: `types:${type.name}.nav`, to: type.adminPath });
  }
  return sidebar;
}

export const navEntries = withDeclaredTypes(specEntries, orderedContentTypes);

/** Screens reached from a page rather than the sidebar, with their titles. */
const otherScreens: readonly NavEntry[] = [
  { label: 'Activity Log', key: 'common:nav.activity', to: '/admin/activity' },
  { label: 'Sessions', key: 'common:nav.sessions', to: '/admin/sessions' },
];

/** The catalogue key of a path's page title: the sidebar entry (or linked screen) it sits under. */
export function pageTitle(pathname: string): string {
  const entry = [...navEntries, ...otherScreens]
    .sort((a, b) => b.to.length - a.to.length)
    .find((e) => pathname === e.to || pathname.startsWith(`${e.to}/`));
  return entry?.key ?? 'common:appName';
}
