import { supportLanguages, supportMessages } from '@land-office/contract';

/** The support namespace, in English (the spec's texts where it quotes them). */
export const support = {
  tabsLabel: 'Support team',
  listTab: 'Support Team',
  addTab: 'Add Member',
  addHeading: 'Add Member',
  editHeading: 'Edit Member',
  add: 'Add Member',
  update: 'Update Member',
  heading_zero: 'Support Team ({{count}} members)',
  heading_one: 'Support Team ({{count}} member)',
  heading_other: 'Support Team ({{count}} members)',
  empty: 'No team members yet.',
  emptyHint:
    "Add a member by their avatar's UUID: the name and photo are read from their Second Life profile.",
  tryAgain: 'Try again',
  profileNote: 'Name and photo come from the Second Life profile:',
  columns: {
    photo: 'Photo',
    name: 'Name',
    uuid: 'UUID',
    email: 'E-mail',
    languages: 'Languages',
    roles: 'Roles',
    status: 'Status',
    active: 'Active',
  },
  fields: {
    uuid: 'UUID',
    email: 'E-mail',
    languages: 'Languages',
    roles: 'Roles',
  },
  /** Spec §9's languages, code → name. */
  languages: { ...supportLanguages },
  /** Spec §6's roles: labels only. */
  roles: {
    support: 'support',
    sales: 'sales',
    manager: 'manager',
    owner: 'owner',
  },
  online: 'Online',
  offline: 'Offline',
  reported: 'Reported',
  lastSeen: 'Last seen',
  neverSeen: 'Never seen online',
  noEmail: 'No e-mail',
  none: 'None',
  /** What the name cell says while a member has no display name. */
  lookup: {
    pending: 'Looking up name…',
    failed: 'Profile unavailable, retrying later',
    not_found: 'No Second Life profile found',
  },
  messages: {
    added: supportMessages.added,
    updated: supportMessages.updated,
    deleted: supportMessages.deleted,
    loadError: supportMessages.loadError,
    saveError: supportMessages.saveError,
    deleteError: supportMessages.deleteError,
    deleteConfirm: supportMessages.deleteConfirm,
    uuidHelp: supportMessages.uuidHelp,
  },
  /** The form's own checks (the contract's rules), before anything is sent. */
  validation: {
    uuidRequired: supportMessages.uuidRequired,
    uuidMalformed: supportMessages.uuidMalformed,
    uuidNullKey: supportMessages.uuidNullKey,
    email: 'email must be an e-mail address',
  },
};
