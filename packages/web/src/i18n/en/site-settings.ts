import { contentTransferMessages, siteSettingsMessages } from '@land-office/contract';

/** The siteSettings namespace, in English (the spec's texts where it quotes them). */
export const siteSettings = {
  transferLink: contentTransferMessages.title,
  sections: {
    basic: 'Basic Information',
    contact: 'Contact Information',
    analytics: 'Analytics & Tracking',
  },
  fields: {
    siteTitle: 'Site Title',
    siteDescription: 'Site Description',
    keywords: 'SEO Keywords',
    keywordsHint: 'Comma separated',
    defaultTheme: 'Default Theme',
    headerBehaviour: 'Header Behaviour',
    siteLanguage: 'Website Language',
    siteLanguageHint: 'The language of the public website’s own texts',
    contactEmail: 'Contact Email',
    footerText: 'Footer Text',
    googleAnalytics: 'Google Analytics ID',
    googleAnalyticsHint: 'Measurement ID such as G-XXXXXXXXXX',
    facebookPixel: 'Facebook Pixel ID',
    /** Set through the API only; named in the activity log. */
    socialLinks: 'Social Links',
  },
  themes: {
    light: 'Light',
    dark: 'Dark',
  },
  headerBehaviours: {
    scrollable: 'Scrollable',
    fixed: 'Fixed',
  },
  security: {
    title: 'Security',
    requireTwoFactor: 'Require two-factor sign-in for everyone',
    hint: 'Whoever has neither an authenticator app nor a passkey is sent to set one up right after the password, at the next sign-in. Sessions already open are not cut short.',
    saved: 'Security settings saved',
    saveError: 'Error saving the security settings',
    loadError: 'Error loading the security settings',
  },
  saved: siteSettingsMessages.saved,
  saveFailed: siteSettingsMessages.saveFailed,
  saveError: siteSettingsMessages.saveError,
};
