import {
  type ContentType,
  contentAdminQuery,
  contentPage,
  IdParam,
  SlugParam,
  searchable,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifMatch, versionTag } from '../../lib/versions.js';
import { registerContentHistory } from './history.js';
import { contentOperationDocs } from './operation-docs.js';
import { type PublishedRecords, publishedReads } from './published-reads.js';

export interface PublishedRoutesOptions<Summary, Full> extends PublishedRecords<Summary, Full> {
  /** Whether the public may list every published record (`GET /api/<path>`), or only read one by slug. */
  publicList: boolean;
  /** What a create adds to what was sent (the blog's author). */
  onCreate?: (values: Record<string, unknown>, admin: { id: number } | undefined) => Record<string, unknown>;
}

/**
 * The REST surface of a type published by slug (blog posts, pages), under its declared path and
 * answering its declared key: the public list (when offered) and the record by slug, cached and
 * changing at each scheduled publish_at with no write; the admin list (cached, private), read,
 * create, partial update with If-Match, and delete to the trash; its history and preview.
 */
export function publishedRoutes<Summary, Full>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  type: ContentType,
  { publicList, onCreate, ...records }: PublishedRoutesOptions<Summary, Full>,
) {
  const { repo, summary, full } = records;
  const { path, key } = type.api;
  const scope = type.name;
  const One = z.object({ [key]: full });
  const docs = contentOperationDocs(type);
  const reads = publishedReads(app, type, records);
  registerContentHistory(app, type, repo.writes, async (id) => full.parse(await repo.get(id)));
  // Writes here change this type's cached reads only.
  const admin = { onRequest: app.requireAdmin, config: { invalidates: [scope] } };
  const versioned = (reply: { header(name: string, value: string): unknown }, record: Full) => {
    reply.header('etag', versionTag((record as { updated_at: string }).updated_at));
    return { [key]: record };
  };

  // The lists: whole without parameters (as the spec's clients read them), a keyset page with any.
  const Query = reads.query;
  // The admin's list may narrow to published records or drafts too.
  const AdminQuery = contentAdminQuery(Query);
  const parameters = Object.keys(AdminQuery.shape);
  const Page = contentPage(summary);
  const listed = { querystring: Query, response: { 200: z.union([summary.array(), Page]) } };
  /**
   * A list request's parameters as one text, whatever their order or spelling (`q` as it is
   * matched): the page's cache key, so "Café" and "cafe" share an entry; empty without any.
   */
  const canonical = (query: Record<string, unknown>) =>
    parameters
      .filter((name) => query[name] !== undefined && query[name] !== '')
      .map((name) => {
        const value = name === 'q' ? searchable(String(query.q)) : String(query[name]);
        return `${name}=${encodeURIComponent(value)}`;
      })
      .join('&');
  type Asked = {
    sort?: 'newest' | 'oldest' | 'title';
    limit?: number;
    cursor?: string;
    q?: string;
    status?: 'published' | 'draft';
  };

  if (publicList)
    app.get(`/${path}`, { schema: { ...docs.listPublic, ...listed } }, (req, reply) => {
      const key = canonical(req.query as Record<string, unknown>);
      return app.publicCache.reply(req, reply, key ? `${scope}:page:${key}` : scope, (expiresAt) =>
        key ? reads.page(req.query as Asked, expiresAt) : reads.list(expiresAt),
      );
    });

  // A record not yet live answers 404, which is not cached: it is read again until it is.
  app.get(
    `/${path}/slug/:slug`,
    { schema: { ...docs.readBySlug, params: SlugParam, response: { 200: One } } },
    (req, reply) =>
      app.publicCache.reply(req, reply, `${scope}/slug/${req.params.slug}`, () =>
        reads.bySlug(req.params.slug),
      ),
  );

  // Every admin screen load reads this list; it is answered from the cache too (after the token
  // check), dropped on a write of this type like the public reads.
  app.get(
    `/${path}/admin`,
    { ...admin, schema: { ...docs.listAll, ...listed, querystring: AdminQuery } },
    (req, reply) => {
      const key = canonical(req.query as Record<string, unknown>);
      return app.publicCache.reply(
        req,
        reply,
        key ? `${scope}/admin:page:${key}` : `${scope}/admin`,
        async () =>
          key ? Page.parse(await repo.page(req.query as Asked)) : summary.array().parse(await repo.list()),
        { private: true },
      );
    },
  );

  app.get(
    `/${path}/admin/:id`,
    { ...admin, schema: { ...docs.read, params: IdParam, response: { 200: One } } },
    async (req, reply) => versioned(reply, await repo.get(req.params.id)),
  );

  app.post(
    `/${path}/admin`,
    { ...admin, schema: { ...docs.create, body: type.schemas.create, response: { 200: One } } },
    async (req, reply) => {
      const sent = req.body as Record<string, unknown>;
      return versioned(reply, await repo.create(onCreate ? onCreate(sent, req.admin) : sent, req));
    },
  );

  app.put(
    `/${path}/admin/:id`,
    {
      ...admin,
      schema: { ...docs.update, params: IdParam, body: type.schemas.update, response: { 200: One } },
    },
    async (req, reply) => {
      const { id: _ignored, ...patch } = req.body as Record<string, unknown>;
      return versioned(reply, await repo.update(req.params.id, patch, req, ifMatch(req)));
    },
  );

  app.delete(
    `/${path}/admin/:id`,
    {
      ...admin,
      schema: { ...docs.remove, params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (req) => {
      await repo.remove(req.params.id, req);
      return { ok: true as const };
    },
  );
}
