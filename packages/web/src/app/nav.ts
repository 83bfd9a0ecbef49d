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

/** The sidebar of spec §2, in order. */
const specEntries: readonly NavEntry[] = [
  { label: 'Dashboard', key: 'common:nav.dashboard', to: '/admin/dashboard', operation: 'dashboard' },
  {
    label: 'Site Settings',
    key: 'common:nav.siteSettings',
    to: '/admin/site-settings',
    operation: 'siteSettings',
  },
  { label: 'Header', key: 'common:nav.header', to: '/admin/header', operation: 'headerSettings' },
  { label: 'Banners', key: 'common:nav.banners', to: '/admin/banner', operation: 'content' },
  { label: 'Hero Section', key: 'common:nav.hero', to: '/admin/hero', operation: 'content' },
  {
    label: 'Available Land',
    key: 'common:nav.availableLand',
    to: '/admin/available-land-settings',
    operation: 'landPage',
  },
  { label: 'Listings', key: 'common:nav.listings', to: '/admin/listings', operation: 'landPage' },
  { label: 'Blog Posts', key: 'common:nav.blog', to: '/admin/blog', operation: 'content' },
  { label: 'Menus', key: 'common:nav.menus', to: '/admin/menus', operation: 'content' },
  { label: 'Services', key: 'common:nav.services', to: '/admin/services', operation: 'content' },
  { label: 'Support Team', key: 'common:nav.support', to: '/admin/support-settings', operation: 'support' },
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
    sidebar.splice(at, 0, {
      label: type.nav.label,
      key: `types:${type.name}.nav`,
      to: type.adminPath,
      operation: 'content',
    });
  }
  return sidebar;
}

/** Deleted content of every kind, after the content entries and before the people ones. */
const trashEntry: NavEntry = {
  label: 'Trash',
  key: 'common:nav.trash',
  to: '/admin/trash',
  operation: 'history',
};

/** Every uploaded image, after the content entries, beside the trash. */
const mediaEntry: NavEntry = {
  label: 'Media Library',
  key: 'common:nav.media',
  to: '/admin/media',
  operation: 'media',
};

/** Where other systems hear of events (owners only), with the settings, before the content entries. */
const webhooksEntry: NavEntry = {
  label: 'Webhooks',
  key: 'common:nav.webhooks',
  to: '/admin/webhooks',
  operation: 'webhooks',
};

/** What integrations sign in with (owners only), after the webhooks. */
const tokensEntry: NavEntry = {
  label: 'API tokens',
  key: 'common:nav.tokens',
  to: '/admin/tokens',
  operation: 'tokens',
};

/** `entry` placed just before the one labelled `before` (last when there is none). */
const placedBefore = (entries: NavEntry[], entry: NavEntry, before: string) => {
  const at = entries.findIndex((other) => other.label === before);
  entries.splice(at === -1 ? entries.length : at, 0, entry);
  return entries;
};

/** Each entry outside spec §2, and the one it goes before, in the order they are placed. */
const placements: readonly (readonly [NavEntry, string])[] = [
  [trashEntry, 'Support Team'],
  [mediaEntry, 'Trash'],
  [webhooksEntry, 'Banners'],
  [tokensEntry, 'Banners'],
];

/** The sidebar, in order; the people who use the admin come last. */
export const navEntries: readonly NavEntry[] = [
  ...placements.reduce(
    (entries, [entry, before]) => placedBefore(entries, entry, before),
    withDeclaredTypes(specEntries, contentTypes),
  ),
  { label: 'Users', key: 'common:nav.users', to: '/admin/users', operation: 'users' },
];

/** Screens reached from a page rather than the sidebar, with their titles. */
const otherScreens: readonly NavEntry[] = [
  { label: 'Activity Log', key: 'common:nav.activity', to: '/admin/activity', operation: 'activity' },
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
