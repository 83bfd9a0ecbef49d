import { z } from 'zod';
import { SiteUrl } from './common.js';
import { documentVersion, HexColor, OptionalSiteUrl, settingsUpdate } from './settings.js';

export const LOGO_SIZE = { min: 16, max: 200, fallback: 32 } as const;

/** Spec §5: a logo width or height that is not a number falls back to 32. */
export function logoSize(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : LOGO_SIZE.fallback;
}

const LogoSize = z.preprocess(
  logoSize,
  z
    .number()
    .min(LOGO_SIZE.min, { error: `must be between ${LOGO_SIZE.min} and ${LOGO_SIZE.max}` })
    .max(LOGO_SIZE.max, { error: `must be between ${LOGO_SIZE.min} and ${LOGO_SIZE.max}` }),
);

export const HeaderSettings = z.object({
  logo_light_url: z.string(),
  logo_dark_url: z.string(),
  logo_alt: z.string(),
  logo_width: z.number(),
  logo_height: z.number(),
  site_name: z.string(),
  show_site_name: z.boolean(),
  ...documentVersion,
});
export type HeaderSettings = z.infer<typeof HeaderSettings>;

export const HeaderSettingsInput = z.object({
  logo_light_url: OptionalSiteUrl,
  logo_dark_url: OptionalSiteUrl,
  logo_alt: z.string().trim().max(200),
  logo_width: LogoSize,
  logo_height: LogoSize,
  site_name: z.string().trim().max(200),
  show_site_name: z.boolean(),
});
export type HeaderSettingsInput = z.input<typeof HeaderSettingsInput>;
export const HeaderSettingsUpdate = settingsUpdate(HeaderSettingsInput);
export type HeaderSettingsUpdate = z.input<typeof HeaderSettingsUpdate>;

/** Empty logo URLs mean "use the default logo images". */
export const headerSettingsDefaults: HeaderSettings = {
  logo_light_url: '',
  logo_dark_url: '',
  logo_alt: 'Logo',
  logo_width: LOGO_SIZE.fallback,
  logo_height: LOGO_SIZE.fallback,
  site_name: 'Virtual Land',
  show_site_name: true,
};

export const HeaderButton = z.object({
  text: z.string(),
  url: z.string(),
  color_light: z.string(),
  color_dark: z.string(),
  show_icon: z.boolean(),
  open_new_tab: z.boolean(),
  is_active: z.boolean(),
  ...documentVersion,
});
export type HeaderButton = z.infer<typeof HeaderButton>;

export const HeaderButtonInput = z.object({
  text: z.string().trim().min(1, { error: 'Button text is required' }).max(100),
  url: SiteUrl,
  color_light: HexColor,
  color_dark: HexColor,
  show_icon: z.boolean(),
  open_new_tab: z.boolean(),
  is_active: z.boolean(),
});
export type HeaderButtonInput = z.input<typeof HeaderButtonInput>;
export const HeaderButtonUpdate = settingsUpdate(HeaderButtonInput);
export type HeaderButtonUpdate = z.input<typeof HeaderButtonUpdate>;

/** Spec §3: a land-office map link in amber, every flag on. */
export const headerButtonDefaults: HeaderButton = {
  text: 'Land Office Map',
  url: 'https://maps.secondlife.com/secondlife/Land%20Office/128/128/25',
  color_light: '#f59e0b',
  color_dark: '#fbbf24',
  show_icon: true,
  open_new_tab: true,
  is_active: true,
};

export const headerMessages = {
  settingsSaved: 'Header settings updated successfully!',
  settingsFailed: 'Failed to update header settings',
  settingsError: 'Error updating header settings',
  buttonSaved: 'Header button updated successfully!',
  buttonFailed: 'Failed to update header button',
  buttonError: 'Error updating header button',
  logoUploaded: (theme: 'light' | 'dark') =>
    `${theme === 'light' ? 'Light' : 'Dark'} theme logo uploaded successfully!`,
  logoFailed: 'Failed to upload logo',
  logoError: 'Error uploading logo',
  logoType: 'The logo must be a JPEG, PNG, GIF, WebP, AVIF or TIFF image (SVG is not accepted)',
  menuAdded: 'Menu item added successfully!',
  menuUpdated: 'Menu item updated successfully!',
  menuDeleted: 'Menu item deleted successfully!',
  menuAddFailed: 'Failed to add menu item',
  menuUpdateFailed: 'Failed to update menu item',
  menuAddError: 'Error adding menu item',
  menuUpdateError: 'Error updating menu item',
  menuDeleteError: 'Error deleting menu item',
  defaultsCreated: 'Default menus created successfully!',
  defaultsError: 'Error creating default menus',
  menuRequired: 'Please fill in label and URL for the menu item.',
  menuEmpty: 'No menu items found. Create default menus or add custom ones.',
} as const;

/** Spec §8: a failed save shows "Error: " and the server's text, or the screen's fallback. */
export const saveFailure = (serverText: string | undefined, fallback: string) =>
  `Error: ${serverText || fallback}`;
