import { z } from 'zod';
import { ActivityEntry } from './activity.js';
import { DisabledWebhook } from './webhooks.js';

/**
 * `GET /api/admin/dashboard`. A figure is null while the resource behind it does not exist in
 * this installation (its table or results file is absent), so a client can show "—" rather than 0.
 */
export const Dashboard = z.object({
  blog_posts: z.object({ total: z.number(), published: z.number() }).nullable(),
  active_banners: z.number().nullable(),
  /** The last good scrape: how many lands it found and when it ran. */
  available_lands: z.object({ count: z.number(), ran_at: z.string().nullable() }).nullable(),
  support_online: z.number().nullable(),
  /** The latest 10 activity entries, newest first. */
  recent_activity: ActivityEntry.array(),
  /** The last 20 scrape runs, oldest first (a failed run has count null). */
  scrape_runs: z
    .object({ started_at: z.string(), count: z.number().nullable(), error: z.string().nullable() })
    .array()
    .nullable(),
  /** Owners only: webhook endpoints switched off for failing deliveries in a row. */
  disabled_webhooks: DisabledWebhook.array().optional(),
});
export type Dashboard = z.infer<typeof Dashboard>;
