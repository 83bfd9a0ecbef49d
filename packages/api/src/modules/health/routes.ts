import { Health } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { instanceId } from '../../lib/instance-id.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scheduler } = app.landScraper;
  app.get('/health', { schema: { response: { 200: Health } } }, async () => {
    await sql`select 1`.execute(app.db);
    return {
      status: 'ok' as const,
      db: app.dialect,
      instance: instanceId,
      scheduler: scheduler.leading
        ? ('leader' as const)
        : scheduler.started
          ? ('standby' as const)
          : ('off' as const),
    };
  });
};
