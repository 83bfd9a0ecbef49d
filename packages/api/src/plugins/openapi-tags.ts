import { contentTypes } from '@land-office/contract';
import { activityTag } from '../modules/activity/routes.js';
import { accountTag, authTag, securitySettingsTag, usersTag } from '../modules/auth/openapi.js';
import { contentTag } from '../modules/content-transfer/routes.js';
import { dashboardTag } from '../modules/dashboard/routes.js';
import { healthTag } from '../modules/health/routes.js';
import { revisionsTag, trashTag } from '../modules/history/routes.js';
import { landScraperTag } from '../modules/land-scraper/routes.js';
import { availableLandsTag, listingsTag } from '../modules/listings/routes.js';
import { mediaTag } from '../modules/media/routes.js';
import { previewTag } from '../modules/preview/routes.js';
import { availableLandSettingsTag, headerSettingsTag, siteSettingsTag } from '../modules/settings/openapi.js';
import { supportTag } from '../modules/support/routes.js';
import { tokensTag } from '../modules/tokens/openapi.js';
import { webhooksTag } from '../modules/webhooks/openapi.js';

/** The tag of the public feeds and the sitemap, which two modules share. */
export const FEEDS_TAG = 'Feeds and sitemap';

/**
 * Every tag of the document, each with its description: a content type's from its declaration,
 * the others as the module whose routes name them declares them.
 */
export const openapiTags = [
  ...contentTypes.map((type) => ({ name: type.label.many, description: type.description })),
  healthTag,
  authTag,
  accountTag,
  usersTag,
  securitySettingsTag,
  activityTag,
  dashboardTag,
  siteSettingsTag,
  headerSettingsTag,
  availableLandSettingsTag,
  landScraperTag,
  availableLandsTag,
  listingsTag,
  supportTag,
  contentTag,
  revisionsTag,
  trashTag,
  previewTag,
  mediaTag,
  {
    name: FEEDS_TAG,
    description:
      'RSS, Atom and the sitemap of what is public on the site now, with absolute links under PUBLIC_SITE_URL (503 while it is not set)',
  },
  webhooksTag,
  tokensTag,
];
