import {
  IdParam,
  MEDIA_UPLOAD_FIELD,
  MediaItem,
  MediaPage,
  MediaQuery,
  MediaUpdate,
  MediaUploadResult,
  mediaMessages,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_IMAGE_FORMATS } from '../../lib/images.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { imageUploadRoute, withUploads } from '../../plugins/uploads.js';
import { pathsOf } from './repository.js';

/** Where the library's own uploads live, under the uploads directory and under /uploads/. */
export const MEDIA_FOLDER = 'media';

/** The tag of `/api/admin/media…` in the API reference. */
export const mediaTag = {
  name: 'media',
  description: 'The media library: every uploaded image, its alt text, where it is used; upload and delete.',
};
const mediaDoc = operationDocs(mediaTag.name);

/**
 * `/api/admin/media`: the library's list (search, type, unused, keyset pages), uploads (one file
 * a request, any image type the bytes prove), alt text, and deleting an item nothing uses.
 * Nothing here changes a public read, so no cached scope is dropped.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireAdmin, config: { invalidates: [] } };
  const library = app.media;

  app.get(
    '/admin/media',
    {
      ...admin,
      schema: mediaDoc(
        'listMedia',
        'List the media library',
        'Uploaded images, newest first: searched, filtered by type or unused, in keyset pages; each with where it is used.',
        { querystring: MediaQuery, response: { 200: MediaPage } },
      ),
    },
    async (req) => {
      const { q, type, unused, cursor, limit } = req.query;
      // One read of what names uploads serves the unused filter and every item's users.
      const users = await library.usage.usersOf();
      const excluding =
        unused === '1'
          ? (await library.repo.allPaths())
              .filter((row) => pathsOf(row).some((p) => users.has(p)))
              .map((r) => r.id)
          : undefined;
      const rows = await library.repo.page({
        q: q || undefined,
        type,
        before: cursor === undefined ? undefined : Number(cursor),
        limit: limit + 1,
        excluding,
      });
      const page = rows.slice(0, limit);
      return {
        items: page.map((row) => library.present(row, users)),
        next_cursor: rows.length > limit ? String(page[page.length - 1]?.id) : null,
      };
    },
  );

  app.put(
    '/admin/media/:id',
    {
      ...admin,
      schema: mediaDoc('updateMedia', 'Update an image', 'Sets the alt text of a library item.', {
        params: IdParam,
        body: MediaUpdate,
        response: { 200: z.object({ item: MediaItem }) },
      }),
    },
    async (req) => ({ item: await library.setAlt(req.params.id, req.body.alt_text, req) }),
  );

  app.delete(
    '/admin/media/:id',
    {
      ...admin,
      schema: mediaDoc(
        'deleteMedia',
        'Delete an image',
        'Deletes a library item and its files; 409 while something uses it (the answer says what).',
        { params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } },
      ),
    },
    async (req) => {
      const row = await library.found(req.params.id);
      await library.remove(row, req, {
        resource: 'media',
        action: 'delete',
        resourceId: row.id,
        summary: row.file_name,
      });
      return { ok: true as const };
    },
  );

  await app.register(withUploads(mediaUploadRoutes));
};

const mediaUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  imageUploadRoute(app, {
    url: '/admin/media',
    docs: mediaDoc(
      'uploadMedia',
      'Upload an image',
      'Stores one image (multipart, any image type its bytes prove); the same bytes uploaded again answer the item there is (`reused`).',
    ),
    image: {
      folder: MEDIA_FOLDER,
      field: MEDIA_UPLOAD_FIELD,
      formats: ANY_IMAGE_FORMATS,
      unsupportedMessage: mediaMessages.unsupportedImage,
    },
    response: MediaUploadResult,
    activity: (_image, item) => ({
      resource: 'media',
      action: 'upload',
      resourceId: item.id,
      summary: item.file_name,
    }),
    answer: ({ item, reused }) => ({ item, reused }),
  });
};
