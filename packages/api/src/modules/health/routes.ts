import { Health, HealthDegraded } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { faultKind, RETRY_AFTER_SECONDS } from '../../lib/faults.js';
import { instanceId } from '../../lib/instance-id.js';
import { storageProbe } from './storage-probe.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scheduler, service } = app.landScraper;
  const probe = storageProbe(app);
  // The checks answer while load is shed (plugins/load-shedding.ts): they report what they see.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, shed: false };
  });

  app.get('/health', { schema: { response: { 200: Health, 503: HealthDegraded } } }, async (_req, reply) => {
    const degraded = (db: HealthDegraded['db']) =>
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'degraded' as const, db, instance: instanceId });
    try {
      await sql`select 1`.execute(app.db);
    } catch (err) {
      const kind = faultKind(err);
      if (!kind) throw err;
      app.faults.raise('database', kind, err);
      return degraded(kind === 'full' || kind === 'read-only' ? kind : 'down');
    }
    await probe();
    const fault = app.faults.current('database');
    if (fault === 'full' || fault === 'read-only') return degraded(fault);
    return {
      status: 'ok' as const,
      db: app.dialect,
      instance: instanceId,
      scheduler: scheduler.leading
        ? ('leader' as const)
        : scheduler.started
          ? ('standby' as const)
          : ('off' as const),
      browser: service.browserSandbox(),
    };
  });

  // For orchestrators: the process runs (restart it only when this stops answering).
  app.get('/health/live', { schema: { response: { 200: z.object({ status: z.literal('live') }) } } }, () => ({
    status: 'live' as const,
  }));
};
