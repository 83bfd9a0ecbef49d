import { SiteSettingsInput, siteSettingsDefaults } from '@land-office/contract';
import type { Db, Dialect } from '../../db/index.js';
import { singletonStore } from './store.js';

/** The site settings document as stored: what its routes serve and save. */
export const siteSettingsSpec = {
  key: 'site',
  resource: 'site_settings',
  schema: SiteSettingsInput,
  defaults: siteSettingsDefaults,
} as const;

/** The site settings, for other modules to read (the feeds take their title and description). */
export const siteSettingsStore = (db: Db, dialect: Dialect) => singletonStore(db, dialect, siteSettingsSpec);
