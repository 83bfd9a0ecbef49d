import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceUnavailable } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answered even while load is shed (the health checks, which report what they see). */
    shed?: boolean;
  }
}

/**
 * When requests are refused: for `sustainedMs` (longer than one sample), the event loop's mean delay over a second past 200 ms (every request
 * already waits that long before its own work; the bench at 20 to 40k req/s runs at 0.5 to 2 ms,
 * a burst of 8,000 requests at most 40), or the heap past 85% of V8's limit (beyond it V8 collects
 * garbage almost without pause, and then stops the process).
 */
export const SHED_WHEN = { eventLoopDelayMs: 200, heapFraction: 0.85, sustainedMs: 1500 } as const;

export const overloadedMessage = 'The server is busy, try again shortly';

/**
 * Sheds load with 503 before the process degrades (@fastify/under-pressure: it samples the event
 * loop's delay and the heap once a second, off the request path, and checks the last sample in an
 * onRequest hook, which every request passes, cached or not). One warning when shedding starts, one
 * line when it ends.
 */
async function loadShedding(app: FastifyInstance) {
  const overloaded = new ServiceUnavailable(overloadedMessage);
  let shed = 0;
  // One long piece of work (cleaning a large import) blocks the loop for one sample and is not
  // overload: the admin who sent it would find their next click refused. Pressure is acted on
  // once it has lasted past the next sample.
  let pressureSince: number | undefined;
  const watchPressure = setInterval(() => {
    if (!app.isUnderPressure()) pressureSince = undefined;
    else pressureSince ??= Date.now();
  }, 250).unref();
  app.addHook('onClose', async () => clearInterval(watchPressure));
  let watching: NodeJS.Timeout | undefined;
  const watchForEnd = () => {
    watching = setInterval(() => {
      if (app.isUnderPressure()) return;
      clearInterval(watching);
      watching = undefined;
      app.log.info({ shed }, `load shedding ended: ${shed} requests answered 503`);
      shed = 0;
    }, 1000).unref();
  };
  app.addHook('onClose', async () => clearInterval(watching));

  await app.register(underPressure, {
    maxEventLoopDelay: SHED_WHEN.eventLoopDelayMs,
    maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * SHED_WHEN.heapFraction),
    exposeStatusRoute: false,
    pressureHandler: (req: FastifyRequest, _reply, type, value) => {
      if (req.routeOptions.config.shed === false) return;
      if (pressureSince === undefined || Date.now() - pressureSince < SHED_WHEN.sustainedMs) return;
      if (shed++ === 0) {
        app.log.warn(
          { pressure: type, value },
          `load shedding: ${type} ${Math.round(value ?? 0)} past its limit`,
        );
        watchForEnd();
      }
      return Promise.reject(overloaded);
    },
  });
}

export default fp(loadShedding, { name: 'load-shedding', dependencies: ['errors'] });
