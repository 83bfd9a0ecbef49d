/** The sidebar of spec §2, in order. */
export const navEntries = [
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
] as const;

/** Screens reached from a page rather than the sidebar, with their titles. */
const otherScreens = [{ label: 'Activity Log', to: '/admin/activity' }] as const;

/** The page title for a path: the sidebar entry (or linked screen) it sits under. */
export function pageTitle(pathname: string): string {
  const entry = [...navEntries, ...otherScreens]
    .sort((a, b) => b.to.length - a.to.length)
    .find((e) => pathname === e.to || pathname.startsWith(`${e.to}/`));
  return entry?.label ?? 'Land Office';
}
