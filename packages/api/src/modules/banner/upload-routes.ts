import { BannerUploadResult, bannerMessages, bannerType, isUploadFilename } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_IMAGE_FORMATS } from '../../lib/images.js';
import { deleteStoredUpload } from '../../lib/stored-uploads.js';
import { imageUploadRoute } from '../../plugins/uploads.js';
import { logActivity } from '../activity/log.js';
import { contentOperationDocs } from '../content/operation-docs.js';

/** Where banner images live, under the uploads directory and under /uploads/ on the wire. */
export const BANNER_FOLDER = 'banner';

/**
 * Spec §7 banner uploads: any image type the bytes prove (SVG and everything else refused),
 * re-encoded without metadata, kept in the media library; and deletion of one file of the banner
 * folder, nothing outside it (a library item only while nothing uses it).
 */
export const bannerUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // A deleted file changes no cached read (a banner row names it).
  const admin = { onRequest: app.requireAdmin, config: { invalidates: [] } };
  const docs = contentOperationDocs(bannerType);

  imageUploadRoute(app, {
    url: '/upload/banner',
    docs: docs.uploadImage,
    image: {
      folder: BANNER_FOLDER,
      field: 'image',
      formats: ANY_IMAGE_FORMATS,
      unsupportedMessage: bannerMessages.unsupportedImage,
    },
    response: BannerUploadResult,
    activity: (image) => ({ resource: 'banner', action: 'upload', summary: image.filename }),
    answer: ({ image }) => ({ filePath: image.filePath, filename: image.filename }),
  });

  app.delete(
    '/upload/banner/:filename',
    {
      ...admin,
      schema: {
        ...docs.deleteImage,
        params: z.object({ filename: z.string().max(255) }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) => {
      const entry = {
        resource: 'banner',
        action: 'delete',
        summary: `Image ${req.params.filename}`,
      } as const;
      // A library item goes with its variants, unless something uses it (409 with its users). An
      // upload of bytes the library held already answered that item's file, in whichever folder
      // (`/uploads/blog/<hash>.png`): deleting the name it answered deletes that item.
      const name = req.params.filename;
      const item =
        isUploadFilename(name) &&
        ((await app.media.repo.byUrl(`/uploads/${BANNER_FOLDER}/${name}`)) ??
          (await app.media.repo.byFileName(name)));
      if (item) {
        await app.media.remove(item, req, entry);
        return { ok: true as const };
      }
      await deleteStoredUpload({
        uploadsDir: app.config.uploadsDir,
        folder: BANNER_FOLDER,
        filename: req.params.filename,
        isFilename: isUploadFilename,
        badName: bannerMessages.badFilename,
        missing: bannerMessages.fileNotFound,
      });
      await logActivity(app.db, req, entry);
      return { ok: true as const };
    },
  );
};
