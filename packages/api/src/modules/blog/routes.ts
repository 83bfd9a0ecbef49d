import { BlogUploadResult, blogMessages, blogType } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_FORMATS } from '../../lib/images.js';
import { imageUploadRoute, withUploads } from '../../plugins/uploads.js';
import { contentOperationDocs } from '../content/operation-docs.js';
import { publishedRoutes } from '../content/published-routes.js';
import { blogRecords } from './records.js';

/**
 * Blog posts (spec §7): public published list and post by slug (cached, ETag), admin list, read,
 * create (authored by the signed-in admin), partial update, delete, and the image upload.
 * Content is sanitised on every write (the shared content repository cleans every rich-text
 * field the declaration names).
 */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  publishedRoutes(app, blogType, {
    ...blogRecords(app.db),
    publicList: true,
    onCreate: (values, admin) => ({ ...values, author_id: admin?.id ?? null }),
  });
  await app.register(withUploads(blogUploadRoutes));
};

const blogUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  imageUploadRoute(app, {
    url: '/upload/blog',
    docs: contentOperationDocs(blogType).uploadImage,
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
