import { orderedContentTypes } from '@land-office/contract';

export interface NavEntry {
  label: string;
  to: string;
}

/** The sidebar of spec §2, in order. */
const specEntries: readonly NavEntry[] = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Site Settings', to: '/admin/site-settings' },
  { label: 'Header', to: '/admin/header' },
  { label: 'Banners', to: '/admin/banner' },
  { label: 'Hero Section', to: '/admin/hero' },
  { label: 'Available Land', to: '/admin/available-land-settings' },
  { label: 'Blog Posts', to: '/admin/blog' },
  { label: 'Menus', to: '/admin/menus' },
  { label: 'Services', to: '/admin/services' },
  { label: 'Support Team', to: '/admin/support-settings' },
];

/**
 * The sidebar: spec §2's entries, and each declared content type that has none there, placed
 * after the entry its declaration names (`nav.after`), or last.
 */
export function withDeclaredTypes(
  entries: readonly NavEntry[],
  types: readonly { adminPath: string; nav: { label: string; after: string } }[],
): NavEntry[] {
  const sidebar = [...entries];
  for (const type of types) {
    if (sidebar.some((entry) => entry.to === type.adminPath)) continue;
    const after = sidebar.findIndex((entry) => entry.label === type.nav.after);
    const at = after === -1 ? sidebar.length : after + 1;
    sidebar.splice(at, 0, { label: type.nav.label, to: type.adminPath });
  }
  return sidebar;
}

export const navEntries = withDeclaredTypes(specEntries, orderedContentTypes);

/** Screens reached from a page rather than the sidebar, with their titles. */
const otherScreens = [
  { label: 'Activity Log', to: '/admin/activity' },
  { label: 'Sessões', to: '/admin/sessions' },
] as const;

/** The page title for a path: the sidebar entry (or linked screen) it sits under. */
export function pageTitle(pathname: string): string {
  const entry = [...navEntries, ...otherScreens]
    .sort((a, b) => b.to.length - a.to.length)
    .find((e) => pathname === e.to || pathname.startsWith(`${e.to}/`));
  return entry?.label ?? 'Land Office';
}
