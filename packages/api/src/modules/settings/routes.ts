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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Conflict, ValidationError } from '../../errors.js';
import { ANY_IMAGE_FORMATS } from '../../lib/images.js';
import { ifMatch, versionTag } from '../../lib/versions.js';
import { imageUploadRoute, withUploads } from '../../plugins/uploads.js';
import { headerButtonSpec, headerSettingsSpec, landPageSpec } from './singletons.js';
import { siteSettingsSpec } from './site-settings.js';
import { type SingletonSpec, singletonStore } from './store.js';

interface SingletonRoutes<S extends z.ZodRawShape> extends SingletonSpec<S> {
  /** Who may change it, and so see and restore its history. */
  operation: Operation;
  entity: z.ZodType;
  update: z.ZodType;
  /** Unauthenticated reads, answered from the public cache. */
  publicUrls: string[];
  /** The admin's read, with the version (ETag) its save sends back. */
  adminUrl: string;
  putUrl: string;
  /** Response key of the PUT: `{ settings }` or `{ button }`. */
  replyKey: 'settings' | 'button';
}

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
          if (err instanceof ValidationError) throw new Conflict(historyMessages.noLongerFits(err.message));
          throw err;
        }
      },
    });
    // Every answer carries the document's version, as its ETag does: a client sends it back in If-Match.
    const versioned = store.presented;
    for (const url of spec.publicUrls)
      app.get(url, { schema: { response: { 200: spec.entity } } }, (req, reply) =>
        app.publicCache.reply(req, reply, `settings:${spec.key}`, store.answer),
      );
    app.get(spec.adminUrl, { ...admin, schema: { response: { 200: spec.entity } } }, async (_req, reply) => {
      const current = await store.current();
      reply.header('etag', versionTag(current.version));
      return versioned(current);
    });
    app.put(
      spec.putUrl,
      {
        ...admin,
        schema: { body: spec.update, response: { 200: z.object({ [spec.replyKey]: spec.entity }) } },
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
    // The old client reads with a trailing slash; the public site without one.
    publicUrls: ['/site-settings', '/site-settings/'],
    adminUrl: '/site-settings/admin',
    putUrl: '/site-settings/admin',
    replyKey: 'settings',
  });
  singleton({
    ...headerSettingsSpec,
    operation: 'headerSettings',
    entity: HeaderSettings,
    update: HeaderSettingsUpdate,
    publicUrls: ['/header-settings'],
    adminUrl: '/header-settings/admin',
    putUrl: '/header-settings/admin',
    replyKey: 'settings',
  });
  singleton({
    ...headerButtonSpec,
    operation: 'headerSettings',
    entity: HeaderButton,
    update: HeaderButtonUpdate,
    publicUrls: ['/header-settings/button'],
    adminUrl: '/header-settings/admin/button',
    putUrl: '/header-settings/admin/button',
    replyKey: 'button',
  });
  singleton({
    ...landPageSpec,
    operation: 'landPage',
    entity: AvailableLandSettings,
    update: AvailableLandSettingsUpdate,
    publicUrls: ['/available-land-settings'],
    adminUrl: '/available-land-settings/admin',
    putUrl: '/available-land-settings',
    replyKey: 'settings',
  });

  await app.register(withUploads(logoUploadRoutes));
};

const logoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  imageUploadRoute(app, {
    url: '/header-settings/admin/upload-logo',
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
