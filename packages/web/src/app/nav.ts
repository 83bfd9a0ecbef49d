import { contentTypes, type Operation } from '@land-office/contract';

export interface NavEntry {
  /** The English name, which a declaration's `nav.after` names. */
  label: string;
  /** Its text in the catalogue. */
  key: string;
  to: string;
  /** What the screen does, by the contract's permission table: a role that cannot do it does not see it. */
  operation: Operation;
}

const entry = (label: string, key: string, to: string, operation: Operation): NavEntry => ({
  label,
  key: `common:nav.${key}`,
  to,
  operation,
});

/**
 * The sidebar of spec §2 (its entries keep their labels and routes), grouped as a person thinks
 * of the work (issue "Review findings" §7). Each declared content type with no entry of its own
 * joins the content group, after the entry its declaration names (`nav.after`), or before the
 * media library.
 */
export interface NavGroup {
  id: 'content' | 'land' | 'support' | 'site' | 'administration';
  /** Its heading in the catalogue. */
  key: string;
  entries: readonly NavEntry[];
}

/** The dashboard, first and in no group. */
export const dashboardEntry = entry('Dashboard', 'dashboard', '/admin/dashboard', 'dashboard');

/**
 * `entries` and each declared content type that has none there, placed after the entry its
 * declaration names (`nav.after`), or last.
 */
export function withDeclaredTypes(
  entries: readonly NavEntry[],
  types: readonly { name: string; adminPath: string; nav: { label: string; after: string } }[],
): NavEntry[] {
  const sidebar = [...entries];
  for (const type of types) {
    if (sidebar.some((other) => other.to === type.adminPath)) continue;
    const after = sidebar.findIndex((other) => other.label === type.nav.after);
    const at = after === -1 ? sidebar.length : after + 1;
    sidebar.splice(at, 0, {
      label: type.nav.label,
      key: `types:${type.name}.nav`,
      to: type.adminPath,
      operation: 'content',
    });
  }
  return sidebar;
}

/** A group of the sidebar; its heading is `common:navGroups.<id>` in the catalogue. */
const group = (id: NavGroup['id'], entries: readonly NavEntry[]): NavGroup => ({
  id,
  key: `common:navGroups.${id}`,
  entries,
});

export const navGroups: readonly NavGroup[] = [
  group('content', [
    ...withDeclaredTypes(
      [
        entry('Blog Posts', 'blog', '/admin/blog', 'content'),
        entry('Menus', 'menus', '/admin/menus', 'content'),
        entry('Services', 'services', '/admin/services', 'content'),
        entry('Hero Section', 'hero', '/admin/hero', 'content'),
        entry('Banners', 'banners', '/admin/banner', 'content'),
      ],
      contentTypes,
    ),
    entry('Media Library', 'media', '/admin/media', 'media'),
  ]),
  group('land', [
    entry('Available Land', 'availableLand', '/admin/available-land-settings', 'landPage'),
    entry('Listings', 'listings', '/admin/listings', 'landPage'),
  ]),
  group('support', [entry('Support Team', 'support', '/admin/support-settings', 'support')]),
  group('site', [
    entry('Site Settings', 'siteSettings', '/admin/site-settings', 'siteSettings'),
    entry('Header', 'header', '/admin/header', 'headerSettings'),
  ]),
  group('administration', [
    entry('Users', 'users', '/admin/users', 'users'),
    entry('API tokens', 'tokens', '/admin/tokens', 'tokens'),
    entry('Webhooks', 'webhooks', '/admin/webhooks', 'webhooks'),
    entry('Trash', 'trash', '/admin/trash', 'history'),
    entry('Activity Log', 'activity', '/admin/activity', 'activity'),
  ]),
];

/** Every entry of the sidebar, in order: the dashboard, then each group's. */
export const navEntries: readonly NavEntry[] = [
  dashboardEntry,
  ...navGroups.flatMap((group) => group.entries),
];

/** Screens reached from a page rather than the sidebar, with their titles. */
const otherScreens: readonly NavEntry[] = [
  { label: 'Sessions', key: 'common:nav.sessions', to: '/admin/sessions', operation: 'account' },
  { label: 'Account', key: 'common:nav.account', to: '/admin/account', operation: 'account' },
];

/** Screens titled by the entry they sit under, but needing an operation of their own. */
const innerScreens: readonly Pick<NavEntry, 'to' | 'operation'>[] = [
  { to: '/admin/site-settings/export-import', operation: 'transfer' },
];

/** The entry `pathname` sits under: the one with the longest path that is it or holds it. */
function entryOf<E extends { to: string }>(entries: readonly E[], pathname: string): E | undefined {
  return [...entries]
    .sort((a, b) => b.to.length - a.to.length)
    .find((e) => pathname === e.to || pathname.startsWith(`${e.to}/`));
}

/** The catalogue key of a path's page title: the sidebar entry (or linked screen) it sits under. */
export function pageTitle(pathname: string): string {
  return entryOf([...navEntries, ...otherScreens], pathname)?.key ?? 'common:appName';
}

/** What the screen at `pathname` does (undefined for an address that is no screen). */
export function screenOperation(pathname: string): Operation | undefined {
  return entryOf([...navEntries, ...otherScreens, ...innerScreens], pathname)?.operation;
}
