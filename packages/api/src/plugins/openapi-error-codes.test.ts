import { ERROR_CODES } from '@land-office/contract';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { OPENAPI_URL } from './openapi.js';

const ERROR_REF = '#/components/schemas/Error';
/** The one error status whose body is not a refusal: the health check's report while degraded. */
const NOT_REFUSALS = new Set(['GET /api/health 503']);

// Issue "One declaration, really" §2: a client of the document learns every code it may be sent.
describe('the API reference documents error codes', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let doc: OpenAPIV3_1.Document;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    doc = (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();
  });
  afterAll(async () => t?.stop());

  it('has one Error schema: error and code required, code one of the contract list, field optional', () => {
    const error = doc.components?.schemas?.Error as OpenAPIV3_1.SchemaObject;
    expect(error.required).toEqual(expect.arrayContaining(['error', 'code']));
    expect(error.required).not.toContain('field');
    const properties = error.properties as Record<string, OpenAPIV3_1.SchemaObject>;
    expect(properties.code?.enum).toEqual([...ERROR_CODES]);
    expect(properties.field?.type).toBe('string');
  });

  it('answers every 4xx and 5xx of every operation with that Error schema', () => {
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths ?? {}))
      for (const [method, operation] of Object.entries(item ?? {})) {
        const responses = (operation as OpenAPIV3_1.OperationObject).responses ?? {};
        for (const [status, response] of Object.entries(responses)) {
          if (!/^[45]/.test(status)) continue;
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (NOT_REFUSALS.has(where)) continue;
          const content = (response as OpenAPIV3_1.ResponseObject).content;
          expect(Object.keys(content ?? {}), where).toEqual(['application/json']);
          expect(content?.['application/json']?.schema, where).toEqual({ $ref: ERROR_REF });
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(500);
  });
});
