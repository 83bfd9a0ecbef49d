import { Banner, BannerCreate, BannerUpdate, bannerMessages, bannerProblem } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withUploads } from '../../plugins/uploads.js';
import { contentRoutes } from '../content/routes.js';
import { bannerUploadRoutes } from './upload-routes.js';

const bannerContentRoutes = contentRoutes<Banner>({
  name: 'banner',
  table: 'banners',
  resource: 'banner',
  booleans: ['is_external', 'is_active'],
  notFound: bannerMessages.notFound,
  entity: Banner,
  create: BannerCreate,
  update: BannerUpdate,
  check: bannerProblem,
  reorderKey: 'banners',
});

/** Banners (spec §7): the shared content routes with the `banners` reorder key, plus image uploads. */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerContentRoutes);
  await app.register(withUploads(bannerUploadRoutes));
};
