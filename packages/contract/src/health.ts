import { z } from 'zod';

/**
 * `GET /api/health`: answers 200 once the server is ready and its database answers. With several
 * instances behind a load balancer, `instance` tells which one answered (stable for the life of
 * the process) and `scheduler` whether it runs the scraper schedule: `leader` on exactly one of
 * them, `standby` on the others, `off` where the schedule is turned off or not started.
 * `browser` says how the dynamic sources' Chromium runs: `sandboxed` (the only way it is started
 * unless told otherwise), `unsandboxed` (CHROMIUM_NO_SANDBOX=1 asked for it), or `unavailable`
 * (no Chromium, or its sandbox could not start at the last try: dynamic sources answer 503).
 */
export const Health = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  instance: z.string(),
  scheduler: z.enum(['leader', 'standby', 'off']),
  browser: z.enum(['sandboxed', 'unsandboxed', 'unavailable']),
});
export type Health = z.infer<typeof Health>;

/**
 * `GET /api/health` while a temporary fault lasts (503): the database cannot be reached (`down`),
 * or its disk is full or read-only, so writes fail. A load balancer takes the instance out until
 * it answers 200 again. `GET /api/health/live` answers 200 as long as the process runs.
 */
export const HealthDegraded = z.object({
  status: z.literal('degraded'),
  db: z.enum(['down', 'read-only', 'full']),
  instance: z.string(),
});
export type HealthDegraded = z.infer<typeof HealthDegraded>;
