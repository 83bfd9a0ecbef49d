import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backfillMedia } from './backfill.js';
import { type MediaLibrary, mediaLibrary } from './library.js';

/**
 * The media library on `app.media`, for every route that receives an image (the library's own,
 * and the spec's blog, banner and logo uploads). A purged record's images that are library items
 * stay in the library: it shows them as unused until someone deletes them there.
 */
async function mediaPlugin(app: FastifyInstance) {
  const library = mediaLibrary(app);
  app.history.keepUploadsWhen(library.holds);
  app.decorate('media', { ...library, backfill: () => backfillMedia(app, library) });
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaLibrary & {
      /** Brings uploads that records name into the library (idempotent): main.ts runs it at start. */
      backfill(): Promise<{ added: number }>;
    };
  }
}

export default fp(mediaPlugin, { name: 'media', dependencies: ['db', 'history'] });
