import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const TOPIC = 'public-cache';

/**
 * Keeps every instance's public cache fresh on PostgreSQL: each local invalidation is announced to
 * the others, which drop their cache; and a (re)opened listening connection drops it too, since
 * announcements sent meanwhile were missed.
 */
async function publicCacheSync(app: FastifyInstance) {
  const cache = app.publicCache;
  const events = app.clusterEvents;
  events.subscribe(TOPIC, () => cache.invalidateLocal());
  events.onConnect(() => cache.invalidateLocal());
  cache.onInvalidate(() => events.publish(TOPIC));
}

export default fp(publicCacheSync, {
  name: 'public-cache-sync',
  dependencies: ['public-cache', 'cluster-events'],
});
