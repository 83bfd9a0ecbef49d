import { Health, HealthDegraded } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { faultKind, RETRY_AFTER_SECONDS } from '../../lib/faults.js';
import { instanceId } from '../../lib/instance-id.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { storageProbe } from './storage-probe.js';

/** The tag of `/api/health…` in the API reference. */
export const healthTag = {
  name: 'health',
  description: 'Liveness and readiness, for a balancer or an orchestrator; public, never shed under load.',
};
const healthDoc = operationDocs(healthTag.name);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { scheduler, service } = app.landScraper;
  const probe = storageProbe(app);
  // The checks answer while load is shed (plugins/load-shedding.ts): they report what they see.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, shed: false };
  });

  const readiness = healthDoc(
    'getReadiness',
    'Readiness',
    'Whether this instance can serve: its database answers and migrations are applied; 503 otherwise.',
    { response: { 200: Health, 503: HealthDegraded } },
  );
  app.get('/health', { schema: readiness }, async (_req, reply) => {
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
  const liveness = healthDoc(
    'getLiveness',
    'Liveness',
    'Whether the process is up; answered even while load is shed.',
    { response: { 200: z.object({ status: z.literal('live') }) } },
  );
  app.get('/health/live', { schema: liveness }, () => ({ status: 'live' as const }));
};
