import { contentTypes } from '@land-office/contract';
import type { ContentTypeName } from './types';

/** A content type's log entries are named as its declaration names one record ("Blog post"). */
const contentResources = Object.fromEntries(
  contentTypes.map((type) => [type.name, type.label.one]),
) as Record<ContentTypeName, string>;

/**
 * The dashboard namespace, in English: the dashboard and the activity log. The default language
 * (the spec's) shows this whole namespace in Portuguese (spec §2): see `readNamespace` in index.ts.
 */
export const dashboard = {
  /** The server's account of a change, word for word as the API logs it (English). */
  summaries: {
    changed: 'Changed: {{fields}}',
    reordered: 'Reordered {{count}} item(s)',
    image: 'Image {{file}}',
    username: 'Username: {{name}}',
    signedOut: 'Signed out',
    signedOutSession: 'Signed out session {{id}}',
    signedOutOne: 'Signed out 1 other session',
    signedOutOthers: 'Signed out {{count}} other sessions',
    imported: 'Created {{created}}, replaced {{replaced}} ({{sections}})',
    scraped: '{{source}}: found {{count}} lands',
    scrapeFailed: '{{source}} failed: {{error}}',
    invited: 'Invited {{name}} as {{role}}',
    userChanged: '{{name}}: Changed: {{fields}}',
    userDeleted: 'Deleted {{name}}',
    invitationLink: 'New invitation link for {{name}}',
    resetLink: 'Password reset link for {{name}}',
    passwordChanged: 'Changed their password',
    invitationAccepted: 'Accepted the invitation',
    passwordReset: 'Chose a new password with a reset link',
    deactivated: 'Account deactivated',
  },
  labels: {
    stats: 'Statistics',
    blogPosts: 'Blog Posts',
    activeBanners: 'Active Banners',
    availableLands: 'Available Lands',
    supportOnline: 'Support online now',
    noTickets: 'No ticket system: support team members online',
    published_one: '{{count}} published',
    published_other: '{{count}} published',
    lastScrape: 'Last scrape: {{when}}',
    notInstalled: 'Not available yet',
    quickActions: 'Quick Actions',
    recentActivity: 'Recent Activity',
    allActivity: 'View the full history',
    scrapeRuns: 'Last 20 land scrapes',
    scrapeFailed: 'failed',
    noScrapeRuns: 'No scrapes recorded.',
    loadError: 'Error loading the dashboard',
    retry: 'Try again',
    webhooksOff_one:
      'A webhook endpoint was switched off after failing {{failures}} deliveries in a row: {{urls}}',
    webhooksOff_other:
      '{{count}} webhook endpoints were switched off after failing {{failures}} deliveries in a row: {{urls}}',
    openWebhooks: 'Open webhooks',
  },
  quickActions: {
    siteSettings: 'Site Settings',
    newBanner: 'New Banner',
    newPost: 'New Post',
    findLands: 'Find Lands',
  },
  activity: {
    filter: 'Resource',
    all: 'All',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    loadError: 'Error loading the history',
    end: 'End of the history.',
    empty: 'No activity recorded.',
    anonymous: 'anonymous',
    scheduler: 'Scheduler',
    user: 'User',
  },
  /** What each resource the API logs under is called, by its name in the log. */
  resources: {
    ...contentResources,
    support: 'Support team',
    site_settings: 'Site settings',
    header_settings: 'Header',
    header_button: 'Header button',
    header_logo: 'Header logo',
    available_land_settings: 'Available land page',
    'land-scraper': 'Land scraper',
    content: 'Content',
    auth: 'Sign-in',
    users: 'User',
    account: 'Own account',
    media: 'Media library',
    webhooks: 'Webhook',
  },
  /** What was done, by the action's name in the log: "ana created Blog post #5". */
  actions: {
    create: 'created',
    update: 'changed',
    delete: 'deleted',
    toggle: 'switched on/off',
    reorder: 'reordered',
    upload: 'uploaded an image to',
    save: 'saved',
    run: 'ran',
    import: 'imported',
    login: 'signed in',
    logout: 'signed out',
    login_failed: 'failed to sign in',
    restore: 'restored',
    published: 'published at its scheduled time',
  },
};
