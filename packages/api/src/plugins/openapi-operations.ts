import { type ContentType, contentTypes } from '@land-office/contract';

/** An operation's name and words in the API reference. */
export interface OperationDocs {
  /** Stable and camelCase: clients generated from the document name their methods by it. */
  operationId: string;
  summary: string;
  description: string;
}

type Entry = [operationId: string, summary: string, description: string];

const pascal = (label: string) =>
  label
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');

/** The operations of a declared content type, named from its labels (`listBlogPosts`, `createMenuItem`). */
function contentOperations(type: ContentType): Record<string, Entry> {
  const base = `/api/${type.api.path}`;
  const [One, Many] = [pascal(type.label.one), pascal(type.label.many)];
  const [one, many] = [type.label.one.toLowerCase(), type.label.many.toLowerCase()];
  /** A published type's lists are whole without parameters, a keyset page with any. */
  const paged = type.ordered
    ? ''
    : ` Without parameters: every one, newest first (a JSON array). With any of \`limit\` (1 to 100, 20 by default), \`cursor\`, \`sort\` (\`newest\`, \`oldest\`, \`title\`)${
        type.search
          ? `, \`q\` (words each ${one} must hold in its ${type.search.join(', ')}, whatever their case or accents; the last word may be the start of one)`
          : ''
      }: a page \`{ items, next_cursor, total, total_is_estimate }\`; pass \`next_cursor\` back as \`cursor\` for the next page (null on the last). \`total\` counts every match, exactly up to 10,000; beyond, it may be an estimate (\`total_is_estimate: true\`). A bad parameter answers 400 naming it.`;
  const entries: Record<string, Entry> = {
    [`GET ${base}`]: [
      `list${Many}`,
      `List the public ${many}`,
      `The ${many} the public site shows now (active, within their dates), cached and answered with an ETag.${paged}`,
    ],
    [`GET ${base}/slug/{slug}`]: [
      `get${One}BySlug`,
      `Read a public ${one} by its slug`,
      `The published ${one} at this slug, as the public site shows it; 404 for a draft or a scheduled one.`,
    ],
    [`GET ${base}/admin`]: [
      `listAll${Many}`,
      `List all ${many}`,
      `Every ${one}, hidden and scheduled ones too.${paged}`,
    ],
    [`POST ${base}/admin`]: [
      `create${One}`,
      `Create a ${one}`,
      `Creates a ${one} from the fields sent (the others take their defaults). Answers it with its version in ETag.`,
    ],
    [`GET ${base}/admin/{id}`]: [
      `get${One}`,
      `Read a ${one}`,
      `The ${one}, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).`,
    ],
    [`PUT ${base}/admin/{id}`]: [
      `update${One}`,
      `Update a ${one}`,
      `Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the ${one} as it is now.`,
    ],
    [`DELETE ${base}/admin/{id}`]: [
      `delete${One}`,
      `Delete a ${one}`,
      `Moves the ${one} to the trash, from where it can be restored.`,
    ],
    [`PUT ${base}/admin/reorder`]: [
      `reorder${Many}`,
      `Reorder the ${many}`,
      `Sets the order position of each ${one} listed (the others keep theirs); answers them all in their new order.`,
    ],
    [`POST /api/upload/${type.name}`]: [
      `upload${One}Image`,
      `Upload an image for a ${one}`,
      `Stores one image (multipart) for the records of this type and in the media library; answers the path to save in the ${one}.`,
    ],
    [`DELETE /api/upload/${type.name}/{filename}`]: [
      `delete${One}Image`,
      `Delete an uploaded ${one} image`,
      `Removes an uploaded image of this type by its file name, while no record or library item uses it.`,
    ],
  };
  return entries;
}

/** Every route that is no content type's: its operationId, summary and description. */
const OPERATIONS: Record<string, Entry> = {
  'GET /api/health': [
    'getReadiness',
    'Readiness',
    'Whether this instance can serve: its database answers and migrations are applied; 503 otherwise.',
  ],
  'GET /api/health/live': [
    'getLiveness',
    'Liveness',
    'Whether the process is up; answered even while load is shed.',
  ],
  'POST /api/admin/auth/login': [
    'signIn',
    'Sign in',
    'Checks a username and password. Answers a session token, or, when the user has a second factor, an `mfa_token` and the methods to finish with (`POST /api/admin/auth/mfa` or a passkey). Failed attempts are throttled per username and address (429).',
  ],
  'POST /api/admin/auth/logout': ['signOut', 'Sign out', 'Ends the session whose token is sent.'],
  'GET /api/admin/auth/me': [
    'getSignedInUser',
    'The signed-in user',
    'Who the token belongs to, their role, and the site settings the admin needs at start (time zone, public URL).',
  ],
  'GET /api/admin/auth/sessions': [
    'listSessions',
    'List my sessions',
    "The signed-in user's live sessions: where and when each was used; `current` marks this one.",
  ],
  'DELETE /api/admin/auth/sessions/{id}': [
    'endSession',
    'End one of my sessions',
    "Signs out one of the signed-in user's sessions.",
  ],
  'POST /api/admin/auth/logout-all': [
    'signOutOtherSessions',
    'Sign out everywhere else',
    'Ends every session of the signed-in user but this one; answers how many.',
  ],
  'GET /api/admin/auth/link': [
    'getLinkPurpose',
    'What a one-time link is for',
    'Checks the token of an invitation or password-reset link before its page asks for a password; 404 when the link is unknown, used or expired.',
  ],
  'POST /api/admin/auth/accept-invite': [
    'acceptInvitation',
    'Accept an invitation',
    'Sets the password of an invited user with the token of their link, which then works no more; 404 when the link is unknown, used or expired.',
  ],
  'POST /api/admin/auth/reset-password': [
    'resetPassword',
    'Choose a new password with a reset link',
    'Sets a new password with the token of a reset link, which then works no more; 404 when the link is unknown, used or expired.',
  ],
  'POST /api/admin/auth/mfa': [
    'completeSignInWithCode',
    'Finish signing in with a code',
    'Checks a TOTP code or a recovery code for the `mfa_token` sign-in gave, and answers the session token.',
  ],
  'POST /api/admin/auth/webauthn/login/options': [
    'startPasskeySignIn',
    'Start signing in with a passkey',
    "The WebAuthn options for the browser's passkey prompt: for the `mfa_token` of a sign-in, or for a sign-in by passkey alone.",
  ],
  'POST /api/admin/auth/webauthn/login/verify': [
    'completePasskeySignIn',
    'Finish signing in with a passkey',
    "Checks the browser's passkey answer and answers the session token; 401 when it fails or its challenge expired.",
  ],
  'POST /api/admin/auth/webauthn/register/options': [
    'startPasskeyRegistration',
    'Start adding a passkey',
    "The WebAuthn options for the browser's prompt that creates a passkey for the signed-in user.",
  ],
  'POST /api/admin/auth/webauthn/register/verify': [
    'completePasskeyRegistration',
    'Finish adding a passkey',
    "Checks the browser's answer and keeps the new passkey under the name given.",
  ],
  'GET /api/admin/users': [
    'listUsers',
    'List administrators',
    'Every administrator, their role and second factors (owners only).',
  ],
  'POST /api/admin/users': [
    'inviteUser',
    'Invite an administrator',
    'Creates a user with a role and answers a one-time invitation link to send them (owners only).',
  ],
  'GET /api/admin/users/{id}': ['getUser', 'Read an administrator', 'One administrator (owners only).'],
  'PUT /api/admin/users/{id}': [
    'updateUser',
    'Update an administrator',
    'Changes the role, name, e-mail or whether the account is active (owners only).',
  ],
  'DELETE /api/admin/users/{id}': [
    'deleteUser',
    'Delete an administrator',
    'Removes a user and ends their sessions (owners only).',
  ],
  'POST /api/admin/users/{id}/reset-password': [
    'createPasswordResetLink',
    'Make a password reset link',
    'Answers a one-time link with which the user chooses a new password (owners only).',
  ],
  'DELETE /api/admin/users/{id}/two-factor': [
    'resetUserTwoFactor',
    "Remove a user's second factors",
    "Removes a user's TOTP, recovery codes and passkeys, for one who lost them (owners only).",
  ],
  'PUT /api/admin/account': [
    'updateAccount',
    'Update my account',
    "Changes the signed-in user's name or e-mail.",
  ],
  'POST /api/admin/account/password': [
    'changePassword',
    'Change my password',
    'Sets a new password, given the current one.',
  ],
  'GET /api/admin/account/two-factor': [
    'getTwoFactorStatus',
    'My second factors',
    'Whether TOTP is on, how many recovery codes are left, and whether a second factor is required.',
  ],
  'POST /api/admin/account/totp/setup': [
    'startTotpSetup',
    'Start TOTP setup',
    'A new secret and its otpauth URI (for a QR code), confirmed by a first code.',
  ],
  'POST /api/admin/account/totp/confirm': [
    'confirmTotp',
    'Confirm TOTP',
    'Turns TOTP on with a code from the new secret; answers the recovery codes, shown this once.',
  ],
  'POST /api/admin/account/totp/disable': [
    'disableTotp',
    'Turn TOTP off',
    'Turns TOTP off for the signed-in user.',
  ],
  'POST /api/admin/account/recovery-codes': [
    'regenerateRecoveryCodes',
    'New recovery codes',
    'Replaces the recovery codes with new ones, shown this once.',
  ],
  'GET /api/admin/account/passkeys': [
    'listPasskeys',
    'List my passkeys',
    "The signed-in user's passkeys: names, when added and last used.",
  ],
  'DELETE /api/admin/account/passkeys/{id}': [
    'deletePasskey',
    'Delete one of my passkeys',
    'Removes a passkey of the signed-in user.',
  ],
  'GET /api/admin/security-settings': [
    'getSecuritySettings',
    'Read the security settings',
    'Whether a second factor is required of every administrator.',
  ],
  'PUT /api/admin/security-settings': [
    'updateSecuritySettings',
    'Update the security settings',
    'Requires (or stops requiring) a second factor of every administrator.',
  ],
  'GET /api/admin/activity': [
    'listActivity',
    'Read the activity log',
    'Entries newest first, filtered by user, resource, action and dates, in keyset pages.',
  ],
  'GET /api/admin/activity/resources': [
    'listActivityResources',
    'Resources of the activity log',
    'The resources and actions the log holds, for its filters.',
  ],
  'GET /api/admin/dashboard': [
    'getDashboard',
    'Dashboard',
    'Counts of each resource, the last scraper run and the latest activity.',
  ],
  'GET /api/site-settings': [
    'getSiteSettings',
    'Read the site settings',
    "The site's name, contact details and footer, as the public site shows them.",
  ],
  'GET /api/site-settings/': [
    'getSiteSettingsSlash',
    'Read the site settings (trailing slash)',
    'The same as `GET /api/site-settings`, kept for clients that add the slash.',
  ],
  'GET /api/site-settings/admin': [
    'getSiteSettingsForAdmin',
    'Read the site settings to edit',
    'The site settings with their version (ETag).',
  ],
  'PUT /api/site-settings/admin': [
    'updateSiteSettings',
    'Update the site settings',
    'Saves the fields sent; the others keep their values.',
  ],
  'GET /api/header-settings': [
    'getHeaderSettings',
    'Read the header',
    'The logo and colours of the site header.',
  ],
  'GET /api/header-settings/admin': [
    'getHeaderSettingsForAdmin',
    'Read the header to edit',
    'The header settings with their version (ETag).',
  ],
  'PUT /api/header-settings/admin': [
    'updateHeaderSettings',
    'Update the header',
    'Saves the fields sent; the others keep their values.',
  ],
  'GET /api/header-settings/button': [
    'getHeaderButton',
    "Read the header's button",
    "The header's call-to-action button, as the public site shows it.",
  ],
  'GET /api/header-settings/admin/button': [
    'getHeaderButtonForAdmin',
    "Read the header's button to edit",
    "The header's button with its version (ETag).",
  ],
  'PUT /api/header-settings/admin/button': [
    'updateHeaderButton',
    "Update the header's button",
    'Saves the fields sent; the others keep their values.',
  ],
  'POST /api/header-settings/admin/upload-logo': [
    'uploadHeaderLogo',
    'Upload the header logo',
    'Stores one image (multipart) as the logo and in the media library; answers its path to save in the header.',
  ],
  'GET /api/available-land-settings': [
    'getAvailableLandSettings',
    'Read the available land page',
    'The texts and filters of the "available land" page.',
  ],
  'PUT /api/available-land-settings': [
    'updateAvailableLandSettings',
    'Update the available land page',
    'Saves the fields sent; the others keep their values.',
  ],
  'GET /api/available-land-settings/admin': [
    'getAvailableLandSettingsForAdmin',
    'Read the available land page to edit',
    'The page settings with their version (ETag).',
  ],
  'GET /api/land-scraper/config': [
    'getScraperConfig',
    "Read the scraper's sources",
    'The rental sources the scraper reads, and whether each is on.',
  ],
  'PUT /api/land-scraper/config': [
    'updateScraperConfig',
    "Update the scraper's sources",
    'Saves the sources: addresses, kinds, on or off.',
  ],
  'POST /api/land-scraper/run': [
    'runScraper',
    'Run the scraper now',
    'Starts a run of the sources that are on now, rather than at the next scheduled time.',
  ],
  'GET /api/land-scraper/runs': [
    'listScraperRuns',
    'List scraper runs',
    'Past runs, newest first: when, how long, what each source found or why it failed.',
  ],
  'GET /api/land-scraper/progress': [
    'getScraperProgress',
    "The scraper's progress",
    'Whether a run is under way and how far each source has got.',
  ],
  'GET /api/available-lands': [
    'listAvailableLands',
    'List available land',
    'The listings the last runs found, filtered and sorted as the public page asks.',
  ],
  'GET /api/available-lands/{id}': [
    'getAvailableLand',
    'Read one available land',
    'One listing, as the public page shows it.',
  ],
  'GET /api/admin/listings': ['listListings', 'List listings', 'Every scraped listing, filtered and paged.'],
  'GET /api/admin/listings/{id}': ['getListing', 'Read a listing', 'One scraped listing.'],
  'PUT /api/admin/listings/{id}': [
    'updateListing',
    'Update a listing',
    "Saves the admin's changes to a listing.",
  ],
  'GET /api/support': [
    'listSupportTeam',
    'List the support team',
    'The active members of the support team and their status, as the public site shows them.',
  ],
  'GET /api/admin/support': [
    'listSupportMembers',
    'List support members',
    'Every member of the support team, active or not.',
  ],
  'POST /api/admin/support': [
    'createSupportMember',
    'Add a support member',
    'Adds a member by their avatar key; their name and photo are read from their Second Life profile.',
  ],
  'GET /api/admin/support/{id}': [
    'getSupportMember',
    'Read a support member',
    'One member, with their version (ETag).',
  ],
  'PUT /api/admin/support/{id}': [
    'updateSupportMember',
    'Update a support member',
    'Saves the fields sent; a new avatar key reads the profile again.',
  ],
  'DELETE /api/admin/support/{id}': [
    'deleteSupportMember',
    'Delete a support member',
    'Moves the member to the trash.',
  ],
  'POST /api/support/status': [
    'reportSupportStatus',
    'Report a support status',
    'What an in-world script sends when its avatar comes online or goes offline: with the `X-Inworld-Secret` header, or a bearer API token with the scope `support:status`. 404 while INWORLD_SECRET is not set (and no token is sent).',
  ],
  'GET /api/admin/content/export': [
    'exportContent',
    'Export content',
    'Every content section (or those asked for) as one JSON document, to import on another instance.',
  ],
  'POST /api/admin/content/import/preview': [
    'previewContentImport',
    'Preview an import',
    'What importing the document would add, change and leave, without writing anything.',
  ],
  'POST /api/admin/content/import': [
    'importContent',
    'Import content',
    'Applies an exported document in one transaction: records are matched by their key (a slug…), added or updated.',
  ],
  'GET /api/admin/revisions': [
    'listRevisions',
    'List revisions of a record',
    'The past versions of one record, newest first.',
  ],
  'GET /api/admin/revisions/{id}': ['getRevision', 'Read a revision', 'One past version of a record, whole.'],
  'POST /api/admin/revisions/{id}/restore': [
    'restoreRevision',
    'Restore a revision',
    'Makes the record what it was at this version (the current one is kept as a revision).',
  ],
  'POST /api/admin/revisions/autosave': [
    'autosaveDraft',
    'Autosave a draft',
    "Keeps the form's unsaved state of a record, offered back when it is opened again.",
  ],
  'GET /api/admin/trash': [
    'listTrash',
    'List the trash',
    'Deleted records of the resources the role may manage, newest first.',
  ],
  'DELETE /api/admin/trash': [
    'emptyTrash',
    'Empty the trash',
    'Deletes for good every record in the trash that the role may manage.',
  ],
  'POST /api/admin/trash/{resource}/{id}/restore': [
    'restoreFromTrash',
    'Restore a deleted record',
    'Puts a record back from the trash.',
  ],
  'DELETE /api/admin/trash/{resource}/{id}': [
    'purgeFromTrash',
    'Delete a record for good',
    'Removes one record from the trash for good.',
  ],
  'POST /api/admin/preview': [
    'createPreviewLink',
    'Make a preview link',
    'A short-lived link that shows a record (or unsaved changes to it) as the public site would.',
  ],
  'GET /api/preview/{token}': [
    'getPreview',
    'Read a preview',
    'The record a preview link shows; 404 once the link expired.',
  ],
  'GET /api/feed.xml': ['getRssFeed', 'RSS feed', 'The published blog posts as RSS 2.0.'],
  'GET /api/feed.atom': ['getAtomFeed', 'Atom feed', 'The published blog posts as Atom.'],
  'GET /api/sitemap.xml': ['getSitemap', 'Sitemap', 'Every public address of the site, for search engines.'],
  'GET /api/admin/media': [
    'listMedia',
    'List the media library',
    'Uploaded images, newest first: searched, filtered by type or unused, in keyset pages; each with where it is used.',
  ],
  'POST /api/admin/media': [
    'uploadMedia',
    'Upload an image',
    'Stores one image (multipart, any image type its bytes prove); the same bytes uploaded again answer the item there is (`reused`).',
  ],
  'PUT /api/admin/media/{id}': ['updateMedia', 'Update an image', 'Sets the alt text of a library item.'],
  'DELETE /api/admin/media/{id}': [
    'deleteMedia',
    'Delete an image',
    'Deletes a library item and its files; 409 while something uses it (the answer says what).',
  ],
  'GET /api/admin/webhooks': [
    'listWebhooks',
    'List webhook endpoints',
    'Every endpoint, its events and its state (on, or switched off after failures).',
  ],
  'POST /api/admin/webhooks': [
    'createWebhook',
    'Add a webhook endpoint',
    'Adds an endpoint for the events chosen.',
  ],
  'PUT /api/admin/webhooks/{id}': [
    'updateWebhook',
    'Update a webhook endpoint',
    'Changes the URL, events, or whether it is on.',
  ],
  'DELETE /api/admin/webhooks/{id}': [
    'deleteWebhook',
    'Delete a webhook endpoint',
    'Removes the endpoint and its delivery log.',
  ],
  'GET /api/admin/webhooks/{id}/deliveries': [
    'listWebhookDeliveries',
    'List deliveries',
    'The latest deliveries to an endpoint: event, tries, status and answer.',
  ],
  'POST /api/admin/webhooks/{id}/test': [
    'testWebhook',
    'Send a test event',
    'Sends `webhook.test` to the endpoint now and answers how it answered.',
  ],
  'GET /api/admin/tokens': [
    'listApiTokens',
    'List API tokens',
    'Every API token: name, scopes, addresses, expiry and last use (never the token itself).',
  ],
  'POST /api/admin/tokens': [
    'createApiToken',
    'Make an API token',
    'Makes a token with the scopes (and, optionally, client addresses and expiry) given; the token is answered this once.',
  ],
  'DELETE /api/admin/tokens/{id}': [
    'revokeApiToken',
    'Revoke an API token',
    'The token works no more, at once.',
  ],
  ...Object.assign({}, ...contentTypes.map(contentOperations)),
};

/** The docs of the operation `method path` (path as the document writes it: `/api/blog/admin/{id}`). */
export function operationDocs(method: string, path: string): OperationDocs | undefined {
  const entry = OPERATIONS[`${method} ${path}`];
  return entry && { operationId: entry[0], summary: entry[1], description: entry[2] };
}
