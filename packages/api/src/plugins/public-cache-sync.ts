import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Scopes } from './public-cache.js';

const TOPIC = 'public-cache';

/** The message: the scopes dropped, or none for the whole cache. */
interface Dropped {
  scopes?: Scopes;
}

const asDropped = (data: unknown): Dropped => {
  const scopes = (data as Dropped | undefined)?.scopes;
  return Array.isArray(scopes) && scopes.every((s) => typeof s === 'string') ? { scopes } : {};
};

/** Two drops not yet sent go as one: the union of their scopes, or everything if either was. */
const union = (queued: unknown, next: unknown): Dropped => {
  const a = asDropped(queued).scopes;
  const b = asDropped(next).scopes;
  return a && b ? { scopes: [...new Set([...a, ...b])] } : {};
};

/**
 * Keeps every instance's public cache fresh on PostgreSQL: each local invalidation is announced to
 * the others, which drop the same scopes (everything, from a message they cannot read); and a
 * (re)opened listening connection drops everything, since announcements sent meanwhile were missed.
 */
async function publicCacheSync(app: FastifyInstance) {
  const cache = app.publicCache;
  const events = app.clusterEvents;
  events.subscribe(TOPIC, (data) => cache.invalidateLocal(asDropped(data).scopes));
  events.onConnect(() => cache.invalidateLocal());
  cache.onInvalidate((scopes) => events.publish(TOPIC, scopes ? { scopes } : {}, union));
}

export default fp(publicCacheSync, {
  name: 'public-cache-sync',
  dependencies: ['public-cache', 'cluster-events'],
});
