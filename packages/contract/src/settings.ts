import { z } from 'zod';
import { isHttpUrl, isSiteUrl } from './common.js';

/** The keys of the settings table: one JSON document per singleton screen. */
export const settingsKeys = ['site', 'header', 'header_button', 'available_land_page'] as const;
export type SettingsKey = (typeof settingsKeys)[number];

/** Fields a client may echo back (the old client sends the whole object); they are accepted and ignored. */
const echoed = {
  id: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
  version: z.string().max(64).optional(),
};

/**
 * A settings document's version, in every answer (the digest its ETag carries): sent back in
 * `If-Match`. Optional here so a body may be built without it; the API always sends it.
 */
export const documentVersion = { version: z.string().optional() };

/** A PUT body: any subset of the singleton's fields, each checked by its own rule; unknown keys refused. */
export function settingsUpdate<S extends z.ZodRawShape>(input: z.ZodObject<S>) {
  return z.strictObject({ ...input.partial().shape, ...echoed });
}

/** Blank text becomes null, so an emptied optional field is stored as "not set". */
export const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());

/** An http(s) or site-relative URL, or empty for "not set". */
export const OptionalSiteUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || isSiteUrl(v), { error: 'must be an http(s) URL or a site-relative path' });

export const HttpUrlField = z
  .string()
  .trim()
  .max(2048)
  .refine(isHttpUrl, { error: 'must be an http(s) URL' });

/** A tracking ID such as G-AB12CD34 or 1234567890: letters, digits, - and _ only, so no markup. */
export const TrackingId = blankToNull(
  z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'must be a plain ID (letters, digits, - and _)' }),
);

export const HexColor = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, { error: 'must be a colour such as #f59e0b' })
  .max(9, { error: 'must be a colour such as #f59e0b' });

/** Spec §8 texts shared by every settings screen. */
export const settingsMessages = {
  loadError: 'Error loading settings',
  save: 'Save Settings',
  saving: 'Saving...',
} as const;
