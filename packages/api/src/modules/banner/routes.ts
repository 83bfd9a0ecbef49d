import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withUploads } from '../../plugins/uploads.js';
import { bannerUploadRoutes } from './upload-routes.js';

/** What banners add to the shared content routes (spec §7): their image uploads. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(withUploads(bannerUploadRoutes));
};
