import { TOKEN_ADDRESSES_MAX, tokenMessages, tokenResourceLabels } from '@land-office/contract';

/** The tokens namespace, in English: /admin/tokens, the form of a new token, the token shown once. */
export const tokens = {
  list: {
    intro:
      'What an integration (a front end, a Discord bot, an in-world kiosk) signs in with instead of a password, each limited to its scopes.',
    add: 'New token',
    empty: 'No API tokens yet. Make one for each integration with "New token".',
    loadError: 'Error loading the API tokens',
    columns: {
      name: 'Name',
      scopes: 'Scopes',
      created: 'Created',
      expires: 'Expires',
      lastUse: 'Last use',
    },
    createdBy: 'by {{name}}',
    onlyFrom: 'Only from {{addresses}}',
    never: 'Never',
    expired: 'Expired',
    neverUsed: 'Never used',
    usedFrom: 'from {{address}}',
    revoke: 'Revoke',
    revokeItem: 'Revoke {{name}}',
    revokeConfirm: 'Revoke the token "{{name}}"? Whatever uses it stops working at once.',
    revoked: tokenMessages.revoked,
    revokeError: 'Error revoking the token',
  },
  /** What each resource covers, as the contract names it. */
  resources: { ...tokenResourceLabels },
  /** A token's scopes in a line: "Blog posts: read · Menus: read, write". */
  summary: {
    read: 'read',
    write: 'write',
    status: 'In-world status',
  },
  form: {
    heading: 'New API token',
    name: 'Name',
    nameHint: 'What uses it, for the people who see the list ("Discord bot", "Kiosk at the harbour").',
    scopes: 'Scopes',
    scopesHint: 'What it may read and change. Writing includes reading.',
    resource: 'Resource',
    read: 'Read',
    write: 'Write',
    readEverything: 'Read everything',
    supportStatus: 'Report in-world status (support:status)',
    supportStatusHint: 'For in-world scripts that say who of the support team is online.',
    expires: 'Expires',
    expiresHint: 'Left empty, it never expires.',
    addresses: 'Allowed addresses',
    addressesHint: `One address or CIDR range a line (203.0.113.7, 2001:db8::/32), at most ${TOKEN_ADDRESSES_MAX}. Left empty: any address.`,
    create: 'Create token',
    saveError: 'Error creating the token',
  },
  created: {
    title: 'New token: {{name}}',
    once: tokenMessages.created,
    label: 'API token',
    copy: 'Copy',
    copied: 'Copied.',
    copyFailed: 'Could not copy: the token is selected, copy it with the keyboard.',
    use: 'Send it as Authorization: Bearer <token>.',
    done: 'Done',
  },
};
