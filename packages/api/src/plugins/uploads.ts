import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
    await app.register(routes);
  };
}
