import { z } from 'zod';

/**
 * `GET /api/health`: answers 200 once the server is ready and its database answers. With several
 * instances behind a load balancer, `instance` tells which one answered (stable for the life of
 * the process) and `scheduler` whether it runs the scraper schedule: `leader` on exactly one of
 * them, `standby` on the others, `off` where the schedule is turned off or not started.
 */
export const Health = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
  instance: z.string(),
  scheduler: z.enum(['leader', 'standby', 'off']),
});
export type Health = z.infer<typeof Health>;
