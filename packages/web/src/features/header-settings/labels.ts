import { useTranslation } from 'react-i18next';

/**
 * What a person calls each field of the logo settings and of the button, by its name on the
 * wire: the Histories' and the conflict dialogs' words.
 */
export function useHeaderLabels() {
  const { t } = useTranslation('header');
  return {
    logo: {
      logo_light_url: t('logo.lightUrl'),
      logo_dark_url: t('logo.darkUrl'),
      logo_alt: t('logo.alt'),
      logo_width: t('logo.width'),
      logo_height: t('logo.height'),
      site_name: t('logo.siteName'),
      show_site_name: t('logo.showSiteName'),
    },
    button: {
      text: t('button.text'),
      url: t('button.url'),
      color_light: t('button.colorLight'),
      color_dark: t('button.colorDark'),
      show_icon: t('button.showIcon'),
      open_new_tab: t('button.openNewTab'),
      is_active: t('button.active'),
    },
  };
}
