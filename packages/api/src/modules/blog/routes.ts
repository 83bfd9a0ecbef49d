import {
  BlogPost,
  BlogPostCreate,
  BlogPostSummary,
  BlogPostUpdate,
  BlogUploadResult,
  blogMessages,
  blogType,
  IdParam,
  SlugParam,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_FORMATS } from '../../lib/images.js';
import { ifMatch, versionTag } from '../../lib/versions.js';
import { imageUploadRoute, withUploads } from '../../plugins/uploads.js';
import { registerContentHistory } from '../content/history.js';
import { blogRepository } from './repository.js';

const One = z.object({ post: BlogPost });

/**
 * Blog posts (spec §7): public published list and post by slug (cached, ETag), admin list, read,
 * create, partial update, delete, and the image upload. Content is sanitised on every write (the
 * shared content repository cleans every rich-text field the declaration names).
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const posts = blogRepository(app.db);
  registerContentHistory(app, blogType, posts.writes, async (id) => BlogPost.parse(await posts.get(id)));
  // Writes here change the blog's cached reads only.
  const admin = { onRequest: app.requireAdmin, config: { invalidates: ['blog'] } };

  app.get('/blog', { schema: { response: { 200: BlogPostSummary.array() } } }, (req, reply) =>
    app.publicCache.reply(req, reply, 'blog', async () =>
      BlogPostSummary.array().parse(await posts.list({ publishedOnly: true })),
    ),
  );

  app.get('/blog/slug/:slug', { schema: { params: SlugParam, response: { 200: One } } }, (req, reply) =>
    app.publicCache.reply(req, reply, `blog/slug/${req.params.slug}`, async () =>
      One.parse({ post: await posts.bySlug(req.params.slug) }),
    ),
  );

  // Every admin screen load reads this list; it is answered from the cache too (after the token
  // check), dropped on a blog write like the public reads.
  app.get('/blog/admin', { ...admin, schema: { response: { 200: BlogPostSummary.array() } } }, (req, reply) =>
    app.publicCache.reply(
      req,
      reply,
      'blog/admin',
      async () => BlogPostSummary.array().parse(await posts.list()),
      { private: true },
    ),
  );

  app.get(
    '/blog/admin/:id',
    { ...admin, schema: { params: IdParam, response: { 200: One } } },
    async (req, reply) => {
      const post = await posts.get(req.params.id);
      reply.header('etag', versionTag(post.updated_at));
      return { post };
    },
  );

  app.post(
    '/blog/admin',
    { ...admin, schema: { body: BlogPostCreate, response: { 200: One } } },
    async (req, reply) => {
      const post = await posts.create({ ...req.body, author_id: req.admin?.id ?? null }, req);
      reply.header('etag', versionTag(post.updated_at));
      return { post };
    },
  );

  app.put(
    '/blog/admin/:id',
    { ...admin, schema: { params: IdParam, body: BlogPostUpdate, response: { 200: One } } },
    async (req, reply) => {
      const { id: _ignored, ...patch } = req.body;
      const post = await posts.update(req.params.id, patch, req, ifMatch(req));
      reply.header('etag', versionTag(post.updated_at));
      return { post };
    },
  );

  app.delete(
    '/blog/admin/:id',
    { ...admin, schema: { params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      await posts.remove(req.params.id, req);
      return { ok: true as const };
    },
  );

  await app.register(withUploads(blogUploadRoutes));
};

const blogUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  imageUploadRoute(app, {
    url: '/upload/blog',
    image: {
      folder: 'blog',
      field: 'image',
      formats: BLOG_FORMATS,
      unsupportedMessage: blogMessages.unsupportedImage,
    },
    response: BlogUploadResult,
    activity: (image) => ({ resource: 'blog', action: 'upload', summary: image.filename }),
    answer: ({ image }) => ({ filePath: image.filePath }),
  });
};
