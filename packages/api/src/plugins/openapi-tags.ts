import { contentTypes } from '@land-office/contract';
import { tokensTag } from '../modules/tokens/openapi.js';
import { webhooksTag } from '../modules/webhooks/openapi.js';

/** The tag of the public feeds and the sitemap (routes name it: their URLs give no tag). */
export const FEEDS_TAG = 'Feeds and sitemap';

/**
 * The tags of the routes that are no content type, by the first segment of their URL after
 * `/api/` and `/api/admin/` (the tag an operation gets unless its route names one).
 */
const SEGMENT_TAGS: Record<string, string> = {
  health: 'Liveness and readiness, for a balancer or an orchestrator; public, never shed under load.',
  auth: 'Signing in (password, then a second factor: TOTP, a recovery code or a passkey), the one-time links of invitations and resets, and the signed-in sessions.',
  account: "The signed-in user's own account: name, e-mail, password, TOTP, recovery codes and passkeys.",
  users:
    'The administrators and their roles (owners only): invite, change, deactivate, reset a password or a second factor.',
  'security-settings': 'Whether every administrator must use a second factor (owners only).',
  activity: 'The activity log: who did what, when and from where, filtered and paged.',
  dashboard: 'Counts and recent changes for the admin home page.',
  'site-settings':
    "The site's name, contact details and footer (a singleton: one record, partial saves merge).",
  'header-settings': 'The site header: logo, colours and its call-to-action button (singletons).',
  'available-land-settings': 'The texts and filters of the "available land" page (a singleton).',
  'land-scraper':
    'The scheduled scraper of the three rental sources: its sources, a manual run, past runs and progress.',
  'available-lands': 'The listings the scraper found, as the public "available land" page reads them.',
  listings: "The scraped listings as the admin sees them, and the admin's own notes and overrides on each.",
  support:
    'The support team roster, the public list of who is online, and the status in-world scripts report.',
  content: 'Export of all content as one JSON document, and its import (preview first, then apply).',
  revisions: 'Past versions of every record (restore one), and the autosaved drafts of forms.',
  trash: 'Deleted records, kept until restored or emptied.',
  preview: 'Short-lived links that show a draft as the public site would.',
  media: 'The media library: every uploaded image, its alt text, where it is used; upload and delete.',
  upload: 'Image uploads for the records of a content type (kept in the media library too).',
};

/** Every tag of the document, each with its description. */
export const openapiTags = [
  ...contentTypes.map((type) => ({ name: type.label.many, description: type.description })),
  ...Object.entries(SEGMENT_TAGS).map(([name, description]) => ({ name, description })),
  {
    name: FEEDS_TAG,
    description:
      'RSS, Atom and the sitemap of what is public on the site now, with absolute links under PUBLIC_SITE_URL (503 while it is not set)',
  },
  webhooksTag,
  tokensTag,
];
