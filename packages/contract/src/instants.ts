import { z } from 'zod';

/**
 * An instant sent as ISO 8601 with its offset (`2026-12-04T18:00:00-03:00`, `…Z`), kept as UTC
 * with milliseconds (`2026-12-04T21:00:00.000Z`): every stored instant has that one form, so
 * comparing the text compares the times, on both databases.
 */
export const Instant = z.iso
  .datetime({ offset: true, error: 'must be a date and time with its offset, such as 2026-12-04T18:00:00Z' })
  .max(64, { error: 'must be a date and time with its offset, such as 2026-12-04T18:00:00Z' })
  .transform((value) => new Date(value).toISOString());

/** An instant that may be left out ('' or null: none). */
export const optionalInstant = (label: string, help?: string) =>
  ({
    kind: 'datetime',
    nullable: true,
    rule: z
      .union([Instant, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    default: null,
    ui: { label, input: 'datetime', ...(help ? { help } : {}) },
  }) as const;

/** Whether a record with this window is public at `now` (ISO instants; null bounds are open). */
export const isWithin = (now: string, from: string | null | undefined, until: string | null | undefined) =>
  (!from || from <= now) && (!until || now < until);
