import type { ProfileStatus } from '@land-office/contract';

/** Screen texts of /admin/support-settings (spec §2, §4); the spec's messages are in the contract. */
export const supportTexts = {
  listTab: 'Support Team',
  addTab: 'Add Member',
  addHeading: 'Add Member',
  editHeading: 'Edit Member',
  add: 'Add Member',
  update: 'Update Member',
  saving: 'Saving...',
  cancelEdit: 'Cancel',
  empty: 'No team members yet.',
  online: 'Online',
  offline: 'Offline',
  neverSeen: 'Never seen online',
  active: 'Active',
  inactive: 'Inactive',
  noEmail: 'No e-mail',
  none: 'None',
} as const;

/** What the name cell says while a member has no display name. */
export const lookupTexts: Record<Exclude<ProfileStatus, 'found'>, string> = {
  pending: 'Looking up name…',
  failed: 'Profile unavailable, retrying later',
  not_found: 'No Second Life profile found',
};

export const memberCount = (n: number) => `${supportTexts.listTab} (${n} ${n === 1 ? 'member' : 'members'})`;
