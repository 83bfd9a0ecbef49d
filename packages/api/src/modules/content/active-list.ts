import type { ContentType } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ExpiresAt } from '../../plugins/public-cache.js';
import { contentRepository } from './repository.js';

/**
 * The public read of an ordered content type: its active records inside their window (a
 * seasonal banner between active_from and active_until), as answered, telling `expiresAt` the
 * next instant one starts or ends. What `GET /api/<name>` caches, and what the site's pages show.
 */
export function activeList<Entity extends { id: number }>(app: FastifyInstance, type: ContentType) {
  const repo = contentRepository<Entity>(app.db, type);
  const list = (type.schemas.entity as z.ZodType<Entity>).array();
  return async (expiresAt: ExpiresAt): Promise<Entity[]> => {
    const { records, changesAt } = await repo.listPublic(new Date(app.clock()).toISOString());
    expiresAt(changesAt);
    return list.parse(records);
  };
}
