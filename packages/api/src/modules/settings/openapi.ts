/** The tags of the singletons' routes in the API reference. */
export const siteSettingsTag = {
  name: 'site-settings',
  description: "The site's name, contact details and footer (a singleton: one record, partial saves merge).",
};

export const headerSettingsTag = {
  name: 'header-settings',
  description: 'The site header: logo, colours and its call-to-action button (singletons).',
};

export const availableLandSettingsTag = {
  name: 'available-land-settings',
  description: 'The texts and filters of the "available land" page (a singleton).',
};
