import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ImageUploadOptions, receiveImage, type StoredImage } from '../lib/images.js';
import type { ActivityEntry } from '../modules/activity/log.js';
import type { Stored } from '../modules/media/store-upload.js';

/**
 * The routes that receive a multipart upload, in a scope of their own with @fastify/multipart.
 * Registered once for the whole app, its hooks (an onRequest that listens for the socket closing
 * and an onResponse that cleans temporary files) ran on every request, public reads included;
 * here they run for the upload routes only. Other routes answer multipart bodies with 415.
 */
export function withUploads(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    });
    // An image may take UPLOAD_TIMEOUT_MS to arrive, not REQUEST_TIMEOUT_MS; only once the admin is known.
    app.addHook('preHandler', async (req) => app.clients.allowLongerBody(req.raw));
    await app.register(routes);
  };
}

export interface ImageUploadRoute {
  url: string;
  /** The operation's words in the API reference. */
  docs: Pick<FastifySchema, 'operationId' | 'summary' | 'description' | 'tags'>;
  /** Where the file goes and what it may be (the uploads directory comes from the config). */
  image: Omit<ImageUploadOptions, 'uploadsDir'>;
  response: z.ZodType;
  /** The activity log line for a stored file (the one it is, and its library item). */
  activity: (image: StoredImage, item: { id: number; file_name: string }) => ActivityEntry;
  /** The answer: the file the upload is, a reused item's when its bytes were in the library already. */
  answer: (stored: Stored) => unknown;
}

/**
 * An admin image upload (the library's, blog image, banner, header logo), inside `withUploads`:
 * the image is received and checked by its bytes, stored, kept in the media library (the same
 * bytes once), logged, and answered. Storing a file changes no cached read (a record names the
 * file only once it is saved), so the public cache keeps all.
 */
export function imageUploadRoute(app: FastifyInstance, route: ImageUploadRoute) {
  // The app's close waits for uploads under way: one cut off as the server stops removes its
  // temporary file before the process exits.
  const receiving = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(receiving);
  });
  app.post(
    route.url,
    {
      onRequest: app.requireAdmin,
      config: { invalidates: [], upload: { field: route.image.field } },
      schema: { ...route.docs, response: { 200: route.response } },
    },
    async (req) => {
      const received = receiveImage(req, { uploadsDir: app.config.uploadsDir, ...route.image });
      const stored = received.then((image) => app.media.store(image, req, route.activity));
      receiving.add(stored);
      // A file whose item or activity entry could not be written (the database's disk is full) is
      // removed by the library: the client is told nothing was saved, so nothing is left behind.
      return route.answer(await stored.finally(() => receiving.delete(stored)));
    },
  );
}
