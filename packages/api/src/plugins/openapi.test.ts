import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp } from '../test/app.js';
import { DOCS_PREFIX, errorStatuses, isAdminRoute, OPENAPI_URL } from './openapi.js';

type Operation = OpenAPIV3_1.OperationObject;
const ERROR_REF = '#/components/schemas/Error';

describe('API reference', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let doc: OpenAPIV3_1.Document;
  /** Every API route the app registered (seen by its onRoute hook), but the reference's own. */
  let apiRoutes: { route: RouteOptions; method: string; path: string }[];

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_URL });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    apiRoutes = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && r.url !== OPENAPI_URL && !r.url.startsWith(DOCS_PREFIX))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ route, method, path: route.url.replace(/:(\w+)/g, '{$1}') })),
      );
  });
  afterAll(async () => t?.stop());

  it('is a valid OpenAPI 3 document', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('documents every registered route with its request, response and error schemas', () => {
    expect(apiRoutes.length).toBeGreaterThan(30);
    for (const { route, method, path } of apiRoutes) {
      const where = `${method} ${path}`;
      const op = doc.paths?.[path]?.[method.toLowerCase() as 'get'] as Operation | undefined;
      expect(op, `${where} is missing`).toBeDefined();
      if (!op) continue;
      const schema = (route.schema ?? {}) as FastifySchema & Record<string, z.ZodType | undefined>;
      if (schema.body) {
        const body = op.requestBody as OpenAPIV3_1.RequestBodyObject;
        expect(body?.content?.['application/json']?.schema, `${where} body`).toBeDefined();
      }
      for (const [part, place] of [
        ['querystring', 'query'],
        ['params', 'path'],
      ] as const) {
        const zod = schema[part];
        if (!zod) continue;
        const names = Object.keys(
          (z.toJSONSchema(zod as z.ZodType, { io: 'input' }) as { properties?: object }).properties ?? {},
        );
        const documented = (op.parameters as OpenAPIV3_1.ParameterObject[])
          .filter((p) => p.in === place)
          .map((p) => p.name);
        expect(documented.sort(), `${where} ${part}`).toEqual(names.sort());
      }
      const declared = Object.keys((schema.response as object | undefined) ?? {});
      expect(declared, `${where} declares no success response`).toContain('200');
      for (const status of declared) {
        const response = op.responses?.[status] as OpenAPIV3_1.ResponseObject;
        const content = Object.values(response?.content ?? {});
        expect(content[0]?.schema, `${where} ${status}`).toBeDefined();
      }
      // (A route may answer a status with a body of its own: health's 503 says what is down.)
      for (const status of errorStatuses(t.app, route).filter((s) => !declared.includes(String(s)))) {
        const response = op.responses?.[String(status)] as OpenAPIV3_1.ResponseObject;
        expect(response?.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
          $ref: ERROR_REF,
        });
        expect(response.description).not.toBe('Default Response');
      }
      expect(op.security, `${where} security`).toEqual(
        isAdminRoute(t.app, route) ? [{ bearerAuth: [] }] : (schema.security ?? []),
      );
    }
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components?.securitySchemes?.inworldSecret).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Inworld-Secret',
    });
    expect(doc.components?.schemas?.Error).toMatchObject({ properties: { error: { type: 'string' } } });
  });

  it('marks with the bearer scheme exactly the routes that refuse a request without a token', async () => {
    for (const { method, path, route } of apiRoutes) {
      const op = doc.paths?.[path]?.[method.toLowerCase() as 'get'] as Operation;
      if (JSON.stringify(op.security) !== JSON.stringify([{ bearerAuth: [] }])) continue;
      const url = path.replace(/\{\w+\}/g, '1');
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${route.url}`).toBe(401);
    }
    for (const path of ['/api/blog', '/api/menu', '/api/site-settings', '/api/support']) {
      expect(doc.paths?.[path]?.get?.security).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
  });

  it('serves the reference page from its own assets under the strict script policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(inline?.trim()).toBe('');
      const src = /src="\.\/([^"]+)"/.exec(attributes ?? '')?.[1];
      expect((await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/${src}` })).statusCode).toBe(200);
    }
    // The admin app's own pages do not load the reference.
    expect(doc.paths?.[DOCS_PREFIX]).toBeUndefined();
  });
});
