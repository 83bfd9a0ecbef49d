import { useTranslation } from 'react-i18next';

/** What a person calls each setting, by its name on the wire: the History's and the conflict dialog's words. */
export function useSiteSettingsLabels() {
  const { t } = useTranslation('siteSettings');
  return {
    site_title: t('fields.siteTitle'),
    site_description: t('fields.siteDescription'),
    site_keywords: t('fields.keywords'),
    default_theme: t('fields.defaultTheme'),
    header_fixed: t('fields.headerBehaviour'),
    site_language: t('fields.siteLanguage'),
    contact_email: t('fields.contactEmail'),
    footer_text: t('fields.footerText'),
    google_analytics: t('fields.googleAnalytics'),
    facebook_pixel: t('fields.facebookPixel'),
  };
}
