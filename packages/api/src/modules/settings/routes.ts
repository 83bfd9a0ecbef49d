import {
  AvailableLandSettings,
  AvailableLandSettingsUpdate,
  HeaderButton,
  HeaderButtonUpdate,
  HeaderSettings,
  HeaderSettingsUpdate,
  headerMessages,
  historyMessages,
  type Operation,
  SiteSettings,
  SiteSettingsUpdate,
} from '@land-office/contract';
import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict, ValidationError } from '../../errors.js';
import { ANY_IMAGE_FORMATS } from '../../lib/images.js';
import { ifMatch, versionTag } from '../../lib/versions.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { imageUploadRoute, withUploads } from '../../plugins/uploads.js';
import { availableLandSettingsTag, headerSettingsTag, siteSettingsTag } from './openapi.js';
import { headerButtonSpec, headerSettingsSpec, landPageSpec } from './singletons.js';
import { siteSettingsSpec } from './site-settings.js';
import { type SingletonSpec, singletonStore } from './store.js';

interface SingletonRoutes<S extends z.ZodRawShape> extends SingletonSpec<S> {
  /** Who may change it, and so see and restore its history. */
  operation: Operation;
  entity: z.ZodType;
  update: z.ZodType;
  /** Unauthenticated reads, answered from the public cache, each with its words in the API reference. */
  publicReads: ({ url: string } & Words)[];
  /** The admin's read, with the version (ETag) its save sends back. */
  adminRead: { url: string } & Words;
  /** The admin's partial save: the fields sent, the others kept. */
  save: { url: string } & Words;
  /** Response key of the PUT: `{ settings }` or `{ button }`. */
  replyKey: 'settings' | 'button';
  /** The tag of its routes in the API reference. */
  tag: string;
}

type Words = Pick<FastifySchema, 'operationId' | 'summary' | 'description'>;

/** Site settings, header settings, header button and the available-land page: four singletons. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes here change the settings' cached reads only.
  const admin = { onRequest: app.requireAdmin, config: { invalidates: ['settings'] } };

  function singleton<S extends z.ZodRawShape>(spec: SingletonRoutes<S>) {
    const store = singletonStore(app.db, app.dialect, spec);
    app.history.register({
      resource: spec.resource,
      operation: spec.operation,
      scopes: ['settings'],
      documentId: spec.key,
      restore: async (_id, data, actor) => {
        try {
          return (await store.save(data, actor, { restoring: true })).doc as Record<string, unknown>;
        } catch (err) {
          if (err instanceof ValidationError)
            throw new Conflict(historyMessages.noLongerFits(err.message), 'revision_incompatible');
          throw err;
        }
      },
    });
    // Every answer carries the document's version, as its ETag does: a client sends it back in If-Match.
    const versioned = store.presented;
    const tags = [spec.tag];
    for (const { url, ...words } of spec.publicReads)
      app.get(url, { schema: { ...words, tags, response: { 200: spec.entity } } }, (req, reply) =>
        app.publicCache.reply(req, reply, `settings:${spec.key}`, store.answer),
      );
    const { url: adminUrl, ...adminWords } = spec.adminRead;
    app.get(
      adminUrl,
      { ...admin, schema: { ...adminWords, tags, response: { 200: spec.entity } } },
      async (_req, reply) => {
        const current = await store.current();
        reply.header('etag', versionTag(current.version));
        return versioned(current);
      },
    );
    const { url: saveUrl, ...saveWords } = spec.save;
    app.put(
      saveUrl,
      {
        ...admin,
        schema: {
          ...saveWords,
          tags,
          body: spec.update,
          response: { 200: z.object({ [spec.replyKey]: spec.entity }) },
        },
      },
      async (req, reply) => {
        const body = req.body as Record<string, unknown>;
        const saved = await store.save(body, req, { expected: ifMatch(req) });
        reply.header('etag', versionTag(saved.version));
        return { [spec.replyKey]: versioned(saved) };
      },
    );
  }

  singleton({
    ...siteSettingsSpec,
    operation: 'siteSettings',
    entity: SiteSettings,
    update: SiteSettingsUpdate,
    publicReads: [
      {
        url: '/site-settings',
        operationId: 'getSiteSettings',
        summary: 'Read the site settings',
        description: "The site's name, contact details and footer, as the public site shows them.",
      },
      // The old client reads with a trailing slash; the public site without one.
      {
        url: '/site-settings/',
        operationId: 'getSiteSettingsSlash',
        summary: 'Read the site settings (trailing slash)',
        description: 'The same as `GET /api/site-settings`, kept for clients that add the slash.',
      },
    ],
    adminRead: {
      url: '/site-settings/admin',
      operationId: 'getSiteSettingsForAdmin',
      summary: 'Read the site settings to edit',
      description: 'The site settings with their version (ETag).',
    },
    save: {
      url: '/site-settings/admin',
      operationId: 'updateSiteSettings',
      summary: 'Update the site settings',
      description: 'Saves the fields sent; the others keep their values.',
    },
    replyKey: 'settings',
    tag: siteSettingsTag.name,
  });
  singleton({
    ...headerSettingsSpec,
    operation: 'headerSettings',
    entity: HeaderSettings,
    update: HeaderSettingsUpdate,
    publicReads: [
      {
        url: '/header-settings',
        operationId: 'getHeaderSettings',
        summary: 'Read the header',
        description: 'The logo and colours of the site header.',
      },
    ],
    adminRead: {
      url: '/header-settings/admin',
      operationId: 'getHeaderSettingsForAdmin',
      summary: 'Read the header to edit',
      description: 'The header settings with their version (ETag).',
    },
    save: {
      url: '/header-settings/admin',
      operationId: 'updateHeaderSettings',
      summary: 'Update the header',
      description: 'Saves the fields sent; the others keep their values.',
    },
    replyKey: 'settings',
    tag: headerSettingsTag.name,
  });
  singleton({
    ...headerButtonSpec,
    operation: 'headerSettings',
    entity: HeaderButton,
    update: HeaderButtonUpdate,
    publicReads: [
      {
        url: '/header-settings/button',
        operationId: 'getHeaderButton',
        summary: "Read the header's button",
        description: "The header's call-to-action button, as the public site shows it.",
      },
    ],
    adminRead: {
      url: '/header-settings/admin/button',
      operationId: 'getHeaderButtonForAdmin',
      summary: "Read the header's button to edit",
      description: "The header's button with its version (ETag).",
    },
    save: {
      url: '/header-settings/admin/button',
      operationId: 'updateHeaderButton',
      summary: "Update the header's button",
      description: 'Saves the fields sent; the others keep their values.',
    },
    replyKey: 'button',
    tag: headerSettingsTag.name,
  });
  singleton({
    ...landPageSpec,
    operation: 'landPage',
    entity: AvailableLandSettings,
    update: AvailableLandSettingsUpdate,
    publicReads: [
      {
        url: '/available-land-settings',
        operationId: 'getAvailableLandSettings',
        summary: 'Read the available land page',
        description: 'The texts and filters of the "available land" page.',
      },
    ],
    adminRead: {
      url: '/available-land-settings/admin',
      operationId: 'getAvailableLandSettingsForAdmin',
      summary: 'Read the available land page to edit',
      description: 'The page settings with their version (ETag).',
    },
    save: {
      url: '/available-land-settings',
      operationId: 'updateAvailableLandSettings',
      summary: 'Update the available land page',
      description: 'Saves the fields sent; the others keep their values.',
    },
    replyKey: 'settings',
    tag: availableLandSettingsTag.name,
  });

  await app.register(withUploads(logoUploadRoutes));
};

const logoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  imageUploadRoute(app, {
    url: '/header-settings/admin/upload-logo',
    docs: operationDocs(headerSettingsTag.name)(
      'uploadHeaderLogo',
      'Upload the header logo',
      'Stores one image (multipart) as the logo and in the media library; answers its path to save in the header.',
    ),
    image: {
      folder: 'logos',
      field: 'logo',
      formats: ANY_IMAGE_FORMATS,
      unsupportedMessage: headerMessages.logoType,
    },
    response: z.object({ logo_url: z.string() }),
    activity: (image) => ({ resource: 'header_logo', action: 'upload', resourceId: image.filename }),
    answer: ({ image }) => ({ logo_url: image.filePath }),
  });
};
