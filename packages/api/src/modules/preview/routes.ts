import {
  can,
  PreviewLink,
  PreviewParams,
  PreviewRecord,
  PreviewRequest,
  previewMessages,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound, roleForbidden } from '../../errors.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { adminOrigin } from '../auth/links.js';
import { signingKey } from './signing-key.js';
import { previewToken, readPreviewToken } from './token.js';

const HOUR_MS = 3_600_000;

/** The tag of the preview routes in the API reference. */
export const previewTag = {
  name: 'preview',
  description: 'Short-lived links that show a draft as the public site would.',
};
const previewDoc = operationDocs(previewTag.name);

/**
 * Preview links (issue "Publishing" §2): a signed link to one record as it is now, drafts and
 * inactive records included, for `PREVIEW_HOURS`. The record is read through the content history's
 * sources (each content type registers how its admin read answers), never from another module's tables.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  // One key for every instance, read once per process.
  let key: Promise<Buffer> | undefined;
  const previewKey = () => {
    key ??= signingKey(app.db, 'preview', app.secrets).catch((err) => {
      key = undefined;
      throw err;
    });
    return key;
  };
  const readable = (resource: string) => {
    const source = app.history.source(resource);
    return source?.read ? { ...source, read: source.read } : undefined;
  };

  app.post(
    '/admin/preview',
    {
      onRequest: app.requireAdmin,
      config: { invalidates: [] },
      schema: previewDoc(
        'createPreviewLink',
        'Make a preview link',
        'A short-lived link that shows a record (or unsaved changes to it) as the public site would.',
        { body: PreviewRequest, response: { 200: PreviewLink } },
      ),
    },
    async (req) => {
      const { resource, id } = req.body;
      const source = readable(resource);
      if (!source) throw new NotFound(previewMessages.cannotPreview(resource));
      const role = req.admin?.role ?? 'support';
      if (!can(role, source.operation)) throw roleForbidden(role, source.operation);
      // Only a record that is there gets a link (NotFound with the type's own words otherwise).
      await source.read(id);
      const expiresAt = app.clock() + app.config.previewHours * HOUR_MS;
      const token = previewToken(await previewKey(), { resource, id, expiresAt });
      return {
        url: `${adminOrigin(app.config, req)}/api/preview/${token}`,
        expires_at: new Date(Math.floor(expiresAt / 1000) * 1000).toISOString(),
      };
    },
  );

  app.get(
    '/preview/:token',
    {
      schema: previewDoc(
        'getPreview',
        'Read a preview',
        'The record a preview link shows; 404 once the link expired.',
        { params: PreviewParams, response: { 200: PreviewRecord } },
      ),
    },
    async (req, reply) => {
      // Nobody's cache keeps it, and no search engine lists it.
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const claim = readPreviewToken(await previewKey(), req.params.token, app.clock());
      const source = claim && readable(claim.resource);
      if (!claim || !source) throw new NotFound(previewMessages.notFound);
      try {
        return {
          resource: claim.resource,
          id: claim.id,
          expires_at: new Date(claim.expiresAt).toISOString(),
          record: await source.read(claim.id),
        };
      } catch (err) {
        // Deleted or in the trash since the link was made: the same answer as a bad link.
        if (err instanceof NotFound) throw new NotFound(previewMessages.notFound);
        throw err;
      }
    },
  );
};
