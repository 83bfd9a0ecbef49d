import { z } from 'zod';
import { documentVersion, settingsUpdate } from './settings.js';

export const landViews = ['grid', 'list'] as const;

export const AvailableLandSettings = z.object({
  id: z.number(),
  page_title: z.string(),
  page_subtitle: z.string(),
  default_view: z.enum(landViews),
  show_search_card: z.boolean(),
  is_active: z.boolean(),
  ...documentVersion,
});
export type AvailableLandSettings = z.infer<typeof AvailableLandSettings>;

export const AvailableLandSettingsInput = z.object({
  page_title: z.string().trim().min(1, { error: 'Page title is required' }).max(200),
  page_subtitle: z.string().trim().max(500),
  default_view: z.enum(landViews, { error: 'must be grid or list' }),
  show_search_card: z.boolean(),
  is_active: z.boolean(),
});
export type AvailableLandSettingsInput = z.input<typeof AvailableLandSettingsInput>;
export const AvailableLandSettingsUpdate = settingsUpdate(AvailableLandSettingsInput);
export type AvailableLandSettingsUpdate = z.input<typeof AvailableLandSettingsUpdate>;

/** The page is one singleton; `id` is always 1 on the wire, as the old client expects an id. */
export const AVAILABLE_LAND_SETTINGS_ID = 1;

export const availableLandSettingsDefaults: Omit<AvailableLandSettings, 'id'> = {
  page_title: 'Available Land',
  page_subtitle: 'Parcels for rent and for sale in Second Life',
  default_view: 'grid',
  show_search_card: true,
  is_active: true,
};

export const availableLandMessages = {
  saved: 'Page settings saved successfully!',
  saveError: 'Error saving page settings',
} as const;
