import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBody, INT_MAX } from '@land-office/contract';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookDeliveryDocs } from '../modules/webhooks/openapi.js';
import { describeResponses, errorStatuses, isAdminRoute, isRateLimited } from './openapi-responses.js';
import { codeSamples, samplesMarkdown } from './openapi-samples.js';
import { openapiTags } from './openapi-tags.js';

export { errorStatuses, isAdminRoute } from './openapi-responses.js';
export { FEEDS_TAG } from './openapi-tags.js';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Who may call what: the bearer token of admin routes, and the secret of in-world scripts. */
const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token from `POST /api/admin/auth/login` (ends after SESSION_MAX_HOURS, or when signed out), or an API token `lo_…` made under "API tokens": limited to its scopes, and to the role of the owner who made it.',
  },
  inworldSecret: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Inworld-Secret',
    description:
      'The shared secret of the in-world status scripts (INWORLD_SECRET); only `POST /api/support/status` takes it.',
  },
} as const;

// One shared error shape, a component every error response points to.
z.globalRegistry.add(ErrorBody, {
  id: 'Error',
  description:
    'Every error: `{ "error": "<message>", "code": "<code>" }`. `error` is English, for people; `code` is stable, for programs (translate and act by it). A refusal about one field adds `"field"`, the field at fault',
});

/** A success response that is a document of its own media type (XML), not JSON. */
export const documentResponse = (description: string, contentType: string) => ({
  description,
  content: { [contentType.split(';', 1)[0] as string]: { schema: z.string() } },
});

type Document = ReturnType<typeof jsonSchemaTransformObject>;
type OperationObject = {
  operationId?: string;
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { description?: string; headers?: Record<string, unknown> }>;
  security?: object[];
};

/** What the document keeps of each route for the work done on the whole document. */
interface RouteFacts {
  rateLimited: boolean;
}

/** Every integer says its format: int32 when its bounds fit in 32 bits, else int64. */
function formatIntegers(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if ([schema.type].flat().includes('integer') && schema.format === undefined) {
    const fits = (n: unknown) => typeof n === 'number' && Math.abs(n) <= INT_MAX + 1;
    const [min, max] = [schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum];
    schema.format = fits(min) && fits(max) ? 'int32' : 'int64';
  }
  for (const value of Object.values(schema)) formatIntegers(value);
}

/** The work done on the whole document: response meanings and headers, integer formats, samples. */
function finish(document: Document, facts: Map<string, RouteFacts>): Document {
  for (const [path, operations] of Object.entries(document.paths ?? {}))
    for (const [method, value] of Object.entries(operations ?? {})) {
      const operation = value as OperationObject;
      const fact = facts.get(`${method.toUpperCase()} ${path}`);
      describeResponses(operation.responses ?? {}, fact?.rateLimited ?? false);
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const form = content['multipart/form-data']?.schema as { required?: string[] } | undefined;
      const samples = codeSamples({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId ?? '',
        secured: (operation.security ?? []).length > 0,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required),
        ...(json ? { body: { json } } : form ? { body: { file: form.required?.[0] ?? 'file' } } : {}),
      });
      Object.assign(operation, {
        description: [operation.description, samplesMarkdown(samples)].filter(Boolean).join('\n\n'),
        'x-codeSamples': samples,
      });
    }
  formatIntegers(document);
  // The type provider writes each registered schema as it is read and as it is written; the one no
  // operation names goes.
  const schemas = ((document as { components?: { schemas?: object } }).components?.schemas ?? {}) as Record<
    string,
    unknown
  >;
  const text = JSON.stringify(document.paths);
  for (const name of Object.keys(schemas))
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  return document;
}

/**
 * zod's JSON Schema of a union whose branch is a transform (an instant, normalised to UTC) is an
 * empty schema when the override runs and is filled in later; the type provider's default override
 * drops empty branches, and with them the instant. Only the branches that are `undefined` go.
 */
const zodToJsonConfig = {
  override: (ctx: { zodSchema: unknown; jsonSchema: { anyOf?: unknown[] } }) => {
    const schema = ctx.zodSchema;
    if (!(schema instanceof z.ZodUnion) || !ctx.jsonSchema.anyOf) return;
    const options: readonly unknown[] = schema.options;
    ctx.jsonSchema.anyOf = ctx.jsonSchema.anyOf.filter((_, i) => !(options[i] instanceof z.ZodUndefined));
  },
};
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

/** The multipart body of an image upload (the route names its file field; no JSON body to validate). */
const uploadForm = (field: string, maxBytes: number) =>
  z.strictObject({
    [field]: z
      .string()
      .max(maxBytes)
      .meta({
        format: 'binary',
        contentMediaType: 'image/*',
        description: `One image file of at most UPLOAD_MAX_MB (${Math.round(maxBytes / 1024 / 1024)} MB here), its type proven by its bytes`,
      }),
  });

const documented = (url: string) =>
  url.startsWith('/api/') && url !== OPENAPI_URL && !url.startsWith(DOCS_PREFIX);

/**
 * The API reference: an OpenAPI 3.1 document generated from the zod schemas the routes validate
 * with, at GET /api/openapi.json, and Swagger UI at /api/docs (its assets served from here, so the
 * strict script policy still holds there). Each operation has the operationId, summary,
 * description and tag its route declares, the security it takes (admin routes the bearer scheme,
 * public ones none, unless the route names its own), every error response it can give with the
 * headers sent with it, and code samples.
 */
async function openapi(app: FastifyInstance) {
  // The routes as registered, for the test that proves the document holds every one of them.
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const facts = new Map<string, RouteFacts>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Land Office API',
        version: '1',
        description: [
          'Back office and public content API of Land Office. Public routes need no credentials.',
          'Admin routes take `Authorization: Bearer <token>`: a session token from `POST /api/admin/auth/login`, or an API token (`lo_…`) limited to its scopes.',
          'Every error is `{ "error": "<message>", "code": "<code>" }`: the English message, and a stable code (the `Error` schema lists them) to translate and act by; a refused field adds `"field"`. A 429 or 503 says in `Retry-After` when to try again.',
        ].join(' '),
      },
      // Each installation has its own address: the one this document is read from.
      servers: [
        {
          url: '/',
          description:
            'This installation, whatever its stage (local, staging or production): the server this document is read from',
          'x-internal': false,
        } as never,
      ],
      components: { securitySchemes },
      tags: openapiTags,
      webhooks: webhookDeliveryDocs,
    },
    transform: (input) => {
      const { schema, url, route } = input;
      if (!documented(url)) return { schema: { ...schema, hide: true }, url };
      const admin = isAdminRoute(app, route);
      const config = (route.config ?? {}) as { upload?: { field: string } };
      const path = url.replace(/:(\w+)/g, '{$1}');
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      for (const method of methods) facts.set(`${method} ${path}`, { rateLimited: isRateLimited(route) });
      const responses: Record<number, unknown> = {};
      for (const status of errorStatuses(app, route)) responses[status] = ErrorBody;
      return jsonSchemaTransform({
        ...input,
        schema: {
          ...schema,
          security: (schema?.security as object[] | undefined) ?? (admin ? [{ bearerAuth: [] }] : []),
          response: { ...responses, ...(schema?.response as object) },
          ...(config.upload
            ? {
                consumes: ['multipart/form-data'],
                body: uploadForm(config.upload.field, app.config.uploadMaxBytes),
              }
            : {}),
        } as FastifySchema,
      });
    },
    transformObject: (document) => finish(jsonSchemaTransformObject(document), facts),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // deepLinking: an operation opens from a link (/api/docs/#/auth/signIn).
    uiConfig: { validatorUrl: null, persistAuthorization: false, deepLinking: true },
    theme: { title: 'Land Office API reference' },
  });
  app.get(OPENAPI_URL, { schema: { hide: true } }, () => app.swagger());
}

export default fp(openapi, { name: 'openapi', dependencies: ['auth'] });

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RouteOptions[];
  }
  interface FastifyContextConfig {
    /** An image upload route's multipart file field, for the document (the route reads the form itself). */
    upload?: { field: string };
    /** Set on the routes plugins/rate-limit.ts covers, for the document. */
    rateLimited?: boolean;
  }
}
