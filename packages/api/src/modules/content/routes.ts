import { IdParam } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ContentSpec, contentRepository } from './repository.js';

type Entity = { id: number; is_active: boolean; order_pos: number };

export interface ContentRoutesOptions<T extends Entity> extends ContentSpec<T> {
  /** URL segment and response key: "menu" → /menu, /menu/admin, `{ menu }`. */
  name: string;
  entity: z.ZodType<T>;
  create: z.ZodType<Omit<T, 'id'>, unknown>;
  update: z.ZodType<Partial<T>, unknown>;
  /** Body key of the reorder route (`banners` for banners, as spec §7 names it); `items` by default. */
  reorderKey?: string;
}

/**
 * The whole REST surface of an ordered content type: public active list (cached, ETag), admin
 * list, create, partial update, delete and reorder. A resource adds only its schemas and rules.
 */
export function contentRoutes<T extends Entity>(opts: ContentRoutesOptions<T>): FastifyPluginAsyncZod {
  return async (app) => {
    const repo = contentRepository<T>(app.db, opts);
    const one = z.object({ [opts.name]: opts.entity }) as z.ZodType<Record<string, T>>;
    // Writes here change this type's cached list only.
    const admin = { onRequest: app.requireAdmin, config: { invalidates: [opts.name] } };
    const reorderKey = opts.reorderKey ?? 'items';
    const ReorderBody = z.strictObject({
      [reorderKey]: z
        .array(z.strictObject({ id: z.number().int().positive(), order_pos: z.number().int() }))
        .min(1)
        .max(1000),
    });

    app.get(`/${opts.name}`, { schema: { response: { 200: opts.entity.array() } } }, (req, reply) =>
      app.publicCache.reply(req, reply, opts.name, async () =>
        opts.entity.array().parse(await repo.list({ activeOnly: true })),
      ),
    );

    app.get(`/${opts.name}/admin`, { ...admin, schema: { response: { 200: opts.entity.array() } } }, () =>
      repo.list(),
    );

    app.get(
      `/${opts.name}/admin/:id`,
      { ...admin, schema: { params: IdParam, response: { 200: one } } },
      async (req) => ({
        [opts.name]: await repo.get(req.params.id),
      }),
    );

    app.post(
      `/${opts.name}/admin`,
      { ...admin, schema: { body: opts.create, response: { 200: one } } },
      async (req) => ({
        [opts.name]: await repo.create(req.body as Omit<T, 'id'>, req),
      }),
    );

    app.put(
      `/${opts.name}/admin/reorder`,
      { ...admin, schema: { body: ReorderBody, response: { 200: opts.entity.array() } } },
      async (req) =>
        repo.reorder(
          (req.body as Record<string, Array<{ id: number; order_pos: number }>>)[reorderKey] ?? [],
          req,
        ),
    );

    app.put(
      `/${opts.name}/admin/:id`,
      { ...admin, schema: { params: IdParam, body: opts.update, response: { 200: one } } },
      async (req) => ({ [opts.name]: await repo.update(req.params.id, req.body as Partial<T>, req) }),
    );

    app.delete(
      `/${opts.name}/admin/:id`,
      { ...admin, schema: { params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => {
        await repo.remove(req.params.id, req);
        return { ok: true as const };
      },
    );
  };
}
