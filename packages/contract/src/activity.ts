import { z } from 'zod';

/** One row of the admin activity log: who did what to which thing, when and from where. */
export const ActivityEntry = z.object({
  id: z.number(),
  at: z.string(),
  admin_id: z.number().nullable(),
  username: z.string().nullable(),
  /** The user's display name now (their username when it is empty); null for no user or a deleted one. */
  display_name: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resource_id: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
  /** Whether the record the entry names still exists; null where the entry names no record. */
  target_exists: z.boolean().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ACTIVITY_PAGE_MAX = 100;

/**
 * `GET /api/admin/activity?limit=&before=&resource=`: newest first. `before` is the smallest id
 * already seen (the previous page's `next_before`), so entries inserted meanwhile never shift a page.
 */
export const ActivityQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(ACTIVITY_PAGE_MAX, { error: 'limit must be between 1 and 100' })
    .default(20),
  before: z.coerce.number({ error: 'before must be a number' }).int().positive().optional(),
  resource: z.string().trim().min(1).max(40).optional(),
  /** Only what this user did. */
  user_id: z.coerce.number({ error: 'user_id must be a number' }).int().positive().optional(),
});
export type ActivityQuery = z.input<typeof ActivityQuery>;

/** A page of the log; `next_before` is null on the last page. */
export const ActivityPage = z.object({
  entries: ActivityEntry.array(),
  next_before: z.number().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPage>;

/** `GET /api/admin/activity/resources`: the resource names present in the log, for the filter. */
export const ActivityResources = z.object({
  resources: z.string().array(),
  /** The users present in the log, for the filter by person. */
  users: z.object({ id: z.number(), display_name: z.string() }).array(),
});
export type ActivityResources = z.infer<typeof ActivityResources>;
