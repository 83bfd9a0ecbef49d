import {
  AVAILABLE_LAND_SETTINGS_ID,
  AvailableLandSettingsInput,
  availableLandSettingsDefaults,
  HeaderButtonInput,
  HeaderSettingsInput,
  headerButtonDefaults,
  headerSettingsDefaults,
} from '@land-office/contract';

// The settings documents besides the site's (site-settings.ts) as stored: what their routes serve
// and save, and what the site's pages read.

export const headerSettingsSpec = {
  key: 'header',
  resource: 'header_settings',
  schema: HeaderSettingsInput,
  defaults: headerSettingsDefaults,
} as const;

export const headerButtonSpec = {
  key: 'header_button',
  resource: 'header_button',
  schema: HeaderButtonInput,
  defaults: headerButtonDefaults,
} as const;

export const landPageSpec = {
  key: 'available_land_page',
  resource: 'available_land_settings',
  schema: AvailableLandSettingsInput,
  defaults: availableLandSettingsDefaults,
  present: (doc: typeof availableLandSettingsDefaults) => ({ id: AVAILABLE_LAND_SETTINGS_ID, ...doc }),
} as const;
