import { z } from 'zod';
import { blankToNull, documentVersion, HttpUrlField, settingsUpdate, TrackingId } from './settings.js';

export const themes = ['light', 'dark'] as const;

/** The language of the public website's own texts: English (the default) or Brazilian Portuguese. */
export const siteLanguages = ['en', 'pt-BR'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/** Response shape (no transforms: the serializer encodes through it). */
export const SiteSettings = z.object({
  site_title: z.string(),
  site_description: z.string(),
  site_keywords: z.string(),
  footer_text: z.string(),
  contact_email: z.string().nullable(),
  social_links: z.record(z.string(), z.string()),
  google_analytics: z.string().nullable(),
  facebook_pixel: z.string().nullable(),
  default_theme: z.enum(themes),
  header_fixed: z.boolean(),
  site_language: z.enum(siteLanguages),
  ...documentVersion,
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** Every rule of a complete, valid site settings document; the web form uses the same rules. */
export const SiteSettingsInput = z.object({
  site_title: z.string().trim().min(1, { error: 'Site title is required' }).max(200),
  site_description: z.string().trim().max(1000),
  site_keywords: z.string().trim().max(1000),
  footer_text: z.string().trim().max(1000),
  contact_email: blankToNull(
    z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'must be an e-mail address' })),
  ),
  social_links: z
    .record(
      z
        .string()
        .trim()
        .regex(/^[\w-]{1,50}$/, { error: 'names may hold letters, digits, - and _' })
        .max(50, { error: 'names may hold letters, digits, - and _' }),
      HttpUrlField,
    )
    .refine((links) => Object.keys(links).length <= 30, { error: 'at most 30 links' }),
  google_analytics: TrackingId,
  facebook_pixel: TrackingId,
  default_theme: z.enum(themes, { error: 'must be light or dark' }),
  header_fixed: z.boolean(),
  site_language: z.enum(siteLanguages, { error: 'must be en or pt-BR' }),
});
export type SiteSettingsInput = z.input<typeof SiteSettingsInput>;

export const SiteSettingsUpdate = settingsUpdate(SiteSettingsInput);
export type SiteSettingsUpdate = z.input<typeof SiteSettingsUpdate>;

/** Spec §3: what a field reads when it was never set. */
export const siteSettingsDefaults: SiteSettings = {
  site_title: 'Virtual Land',
  site_description: 'Premium virtual real estate in Second Life: land for rent and for sale.',
  site_keywords: 'second life, virtual real estate, land, rent, sale',
  footer_text: '© Virtual Land. All rights reserved.',
  contact_email: null,
  social_links: {},
  google_analytics: null,
  facebook_pixel: null,
  default_theme: 'light',
  header_fixed: false,
  site_language: 'en',
};

export const siteSettingsMessages = {
  saved: 'Site settings updated successfully!',
  saveFailed: 'Failed to save settings',
  saveError: 'Error saving site settings',
} as const;
