import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contentTypeNamed, contentTypes, ErrorBody } from '@land-office/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokensTag } from '../modules/tokens/openapi.js';
import { webhookDeliveryDocs, webhooksTag } from '../modules/webhooks/openapi.js';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

// One shared error shape, a component every error response points to.
z.globalRegistry.add(ErrorBody, {
  id: 'Error',
  description: 'Every error: `{ "error": "<message>" }`; a refused body adds `"field"`, the field at fault',
});

/** The tag of the public feeds and the sitemap (routes name it: their URLs give no tag). */
export const FEEDS_TAG = 'Feeds and sitemap';

/** A success response that is a document of its own media type (XML), not JSON. */
export const documentResponse = (description: string, contentType: string) => ({
  description,
  content: { [contentType.split(';', 1)[0] as string]: { schema: z.string() } },
});

const ERROR_MEANINGS: Record<number, string> = {
  400: 'The request failed validation',
  401: 'No valid bearer token',
  404: 'No such record',
  409: 'The write repeats a unique key (a slug, an avatar key…)',
  413: 'The body or upload is too large',
  415: 'Unsupported content type (or, for uploads, file type)',
  503: 'Not available now: a temporary fault, or a setting the server needs is missing (the message names it)',
};

const UploadForm = z
  .record(z.string(), z.string().meta({ format: 'binary' }))
  .describe('multipart/form-data with one image file (its field name is given by the route)');

const hooks = (route: Pick<RouteOptions, 'onRequest' | 'preHandler'>) =>
  [route.onRequest, route.preHandler].flat().filter((hook) => typeof hook === 'function');

/** Whether a route needs the admin bearer token (it declares `app.requireAdmin`). */
export function isAdminRoute(app: FastifyInstance, route: Pick<RouteOptions, 'onRequest' | 'preHandler'>) {
  return hooks(route).includes(app.requireAdmin as never);
}

/** The error statuses a route can answer, from what it declares: input, auth, a record path, a body. */
export function errorStatuses(app: FastifyInstance, route: RouteOptions): number[] {
  const schema = (route.schema ?? {}) as FastifySchema;
  const methods = [route.method].flat();
  const takesBody = methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m));
  const admin = isAdminRoute(app, route);
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params || takesBody) statuses.add(400);
  if (admin) statuses.add(401);
  if (schema.params) statuses.add(404);
  // Creating a record, or updating one by its path, may repeat a unique key (a slug, an avatar key).
  const createsOrUpdates =
    (methods.includes('POST') && !schema.params) || (methods.includes('PUT') && schema.params);
  if (admin && schema.body && createsOrUpdates) statuses.add(409);
  if (takesBody) statuses.add(413).add(415);
  return [...statuses];
}

type Document = ReturnType<typeof jsonSchemaTransformObject>;

/** Error responses say what their status means, rather than "Default Response". */
function describeErrors(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations ?? {}))
      for (const [status, response] of Object.entries(
        (operation as { responses?: object }).responses ?? {},
      )) {
        const meaning = ERROR_MEANINGS[Number(status)];
        if (meaning) (response as { description: string }).description = meaning;
      }
  return document;
}

const documented = (url: string) =>
  url.startsWith('/api/') && url !== OPENAPI_URL && !url.startsWith(DOCS_PREFIX);

/**
 * The API reference: an OpenAPI 3 document generated from the zod schemas the routes validate
 * with, at GET /api/openapi.json, and Swagger UI at /api/docs (its assets served from here, so the
 * strict script policy still holds there). Admin routes carry the bearer scheme, public ones
 * none, and each lists the error responses it can give.
 */
async function openapi(app: FastifyInstance) {
  // The routes as registered, for the test that proves the document holds every one of them.
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Land Office API',
        version: '1',
        description:
          'Back office and public content API. Admin routes need `Authorization: Bearer <token>` from POST /api/admin/auth/login.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      // Each content type's tag, named and described by its declaration.
      tags: [
        ...contentTypes.map((type) => ({ name: type.label.many, description: type.description })),
        {
          name: FEEDS_TAG,
          description:
            'RSS, Atom and the sitemap of what is public on the site now, with absolute links under PUBLIC_SITE_URL (503 while it is not set)',
        },
        webhooksTag,
        tokensTag,
      ],
      webhooks: webhookDeliveryDocs,
    },
    transform: (input) => {
      const { schema, url, route } = input;
      if (!documented(url)) return { schema: { ...schema, hide: true }, url };
      // Uploads read multipart themselves (no body schema): document the form they take.
      const upload = !schema?.body && [route.method].flat().includes('POST') && url.includes('upload');
      const responses: Record<number, unknown> = {};
      for (const status of errorStatuses(app, route)) responses[status] = ErrorBody;
      const tag =
        url
          .split('/')
          .slice(2)
          .find((part) => part && !['admin', 'upload'].includes(part)) ?? 'api';
      return jsonSchemaTransform({
        ...input,
        schema: {
          ...schema,
          tags: (schema?.tags as string[] | undefined) ?? [
            contentTypeNamed(tag)?.label.many ?? (tag.startsWith(':') ? 'api' : tag),
          ],
          security: isAdminRoute(app, route) ? [{ bearerAuth: [] }] : [],
          response: { ...responses, ...(schema?.response as object) },
          ...(upload ? { consumes: ['multipart/form-data'], body: UploadForm } : {}),
        } as FastifySchema,
      });
    },
    transformObject: (document) => describeErrors(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, persistAuthorization: false },
    theme: { title: 'Land Office API reference' },
  });
  app.get(OPENAPI_URL, { schema: { hide: true } }, () => app.swagger());
}

export default fp(openapi, { name: 'openapi', dependencies: ['auth'] });

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RouteOptions[];
  }
}
