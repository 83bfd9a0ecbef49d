import { type ContentType, IdParam } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifMatch, versionTag } from '../../lib/versions.js';
import { activeList } from './active-list.js';
import { registerContentHistory } from './history.js';
import { contentOperationDocs } from './operation-docs.js';
import { contentRepository } from './repository.js';

type Entity = { id: number; is_active: boolean; order_pos: number };

/**
 * The whole REST surface of an ordered content type, read from its declaration: the public
 * active list (cached, ETag), the admin list, read, create, partial update, delete and reorder
 * under `/<name>`, answering `{ <name> }`. A registered type needs nothing more.
 */
export function contentRoutes(type: ContentType): FastifyPluginAsyncZod {
  return async (app) => {
    const { name } = type;
    const repo = contentRepository<Entity>(app.db, type);
    const docs = contentOperationDocs(type);
    registerContentHistory(app, type, repo);
    const entity = type.schemas.entity as z.ZodType<Entity>;
    const one = z.object({ [name]: entity });
    // Writes here change this type's cached list only.
    const admin = { onRequest: app.requireAdmin, config: { invalidates: [name] } };
    const reorderKey = type.reorderKey ?? 'items';
    const ReorderBody = z.strictObject({
      [reorderKey]: z
        .array(z.strictObject({ id: z.number().int().positive(), order_pos: z.number().int() }))
        .min(1)
        .max(1000),
    });

    const listActive = activeList<Entity>(app, type);
    app.get(`/${name}`, { schema: { ...docs.listPublic, response: { 200: entity.array() } } }, (req, reply) =>
      app.publicCache.reply(req, reply, name, listActive),
    );

    app.get(
      `/${name}/admin`,
      { ...admin, schema: { ...docs.listAll, response: { 200: entity.array() } } },
      () => repo.list(),
    );

    app.get(
      `/${name}/admin/:id`,
      { ...admin, schema: { ...docs.read, params: IdParam, response: { 200: one } } },
      async (req, reply) => {
        const record = await repo.get(req.params.id);
        reply.header('etag', versionTag(record.updated_at));
        return { [name]: record };
      },
    );

    app.post(
      `/${name}/admin`,
      { ...admin, schema: { ...docs.create, body: type.schemas.create, response: { 200: one } } },
      async (req, reply) => {
        const record = await repo.create(req.body as Omit<Entity, 'id'>, req);
        reply.header('etag', versionTag(record.updated_at));
        return { [name]: record };
      },
    );

    app.put(
      `/${name}/admin/reorder`,
      { ...admin, schema: { ...docs.reorder, body: ReorderBody, response: { 200: entity.array() } } },
      async (req) =>
        repo.reorder(
          (req.body as Record<string, Array<{ id: number; order_pos: number }>>)[reorderKey] ?? [],
          req,
        ),
    );

    app.put(
      `/${name}/admin/:id`,
      {
        ...admin,
        schema: { ...docs.update, params: IdParam, body: type.schemas.update, response: { 200: one } },
      },
      async (req, reply) => {
        const record = await repo.update(req.params.id, req.body as Partial<Entity>, req, ifMatch(req));
        reply.header('etag', versionTag(record.updated_at));
        return { [name]: record };
      },
    );

    app.delete(
      `/${name}/admin/:id`,
      {
        ...admin,
        schema: { ...docs.remove, params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } },
      },
      async (req) => {
        await repo.remove(req.params.id, req);
        return { ok: true as const };
      },
    );
  };
}
