import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app.js';
import { OPENAPI_URL } from './openapi.js';

type Operation = OpenAPIV3_1.OperationObject & { 'x-codeSamples'?: { lang: string; source: string }[] };
type Schema = Record<string, unknown>;

/** Each schema node under `node`, with where it is. */
function* schemaNodes(node: unknown, where: string): Generator<[Schema, string]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemaNodes(item, `${where}/${i}`);
    return;
  }
  yield [node as Schema, where];
  for (const [key, value] of Object.entries(node)) yield* schemaNodes(value, `${where}/${key}`);
}

/** What is wrong with the limits of one schema a client sends, if anything. */
function missingLimit(schema: Schema): string | undefined {
  const types = [schema.type].flat();
  const has = (key: string) => schema[key] !== undefined;
  if (types.includes('string') && !(has('maxLength') || has('enum') || has('const') || has('pattern')))
    return 'a string without maxLength, enum or pattern';
  if (types.includes('array') && !has('maxItems')) return 'an array without maxItems';
  if (
    types.includes('integer') &&
    !(
      ['int32', 'int64'].includes(schema.format as string) &&
      (has('minimum') || has('exclusiveMinimum')) &&
      (has('maximum') || has('exclusiveMaximum'))
    )
  )
    return 'an integer without format, minimum and maximum';
  return undefined;
}

describe('API reference an integrator can generate from', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let doc: OpenAPIV3_1.Document;
  let operations: { where: string; method: string; path: string; op: Operation }[];

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    doc = (await t.app.inject({ method: 'GET', url: OPENAPI_URL })).json();
    operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {}).map(([method, op]) => ({
        where: `${method.toUpperCase()} ${path}`,
        method,
        path,
        op: op as Operation,
      })),
    );
  });
  afterAll(async () => t?.stop());

  it('names, summarises, describes and tags every operation, with declared tags', () => {
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const name of declared.keys()) expect(declared.get(name), `tag ${name}`).toBeTruthy();
    const ids = new Set<string>();
    for (const { where, op } of operations) {
      expect(op.operationId, `${where} operationId`).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(ids.has(op.operationId as string), `${where}: ${op.operationId} is taken`).toBe(false);
      ids.add(op.operationId as string);
      expect(op.summary, `${where} summary`).toBeTruthy();
      expect(op.description, `${where} description`).toBeTruthy();
      expect(op.tags?.length, `${where} tags`).toBeGreaterThan(0);
      for (const tag of op.tags ?? [])
        expect(declared.has(tag), `${where} tag ${tag} is declared`).toBe(true);
    }
  });

  it('bounds every string, array and integer a client sends', () => {
    const refs = (doc.components?.schemas ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    for (const { where, op } of operations) {
      const inputs = [
        ...((op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).map((p) => [
          p.schema,
          `${p.in} ${p.name}`,
        ]),
        ...Object.entries((op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {}).map(
          ([type, content]) => [content.schema, `body ${type}`],
        ),
      ] as [unknown, string][];
      for (const [schema, part] of inputs)
        for (const [node, at] of schemaNodes(schema, `${where} ${part}`)) {
          const ref = typeof node.$ref === 'string' ? refs[node.$ref.split('/').pop() as string] : undefined;
          const problem = missingLimit((ref ?? node) as Schema);
          if (problem) problems.push(`${at}: ${problem}`);
        }
    }
    expect(problems).toEqual([]);
  });

  it('documents 401 and 403 on admin routes, 429 with its headers on rate-limited ones, 500 and 503 everywhere', () => {
    for (const { where, op } of operations) {
      const responses = op.responses as Record<string, OpenAPIV3_1.ResponseObject>;
      for (const status of ['500', '503']) expect(responses[status], `${where} ${status}`).toBeDefined();
      expect(Object.keys(responses['503']?.headers ?? {})).toContain('Retry-After');
      if (JSON.stringify(op.security) === JSON.stringify([{ bearerAuth: [] }])) {
        expect(responses['401'], `${where} 401`).toBeDefined();
        expect(responses['403'], `${where} 403`).toBeDefined();
      }
      if (!responses['429']) continue;
      expect(Object.keys(responses['429'].headers ?? {}), where).toEqual(
        expect.arrayContaining([
          'Retry-After',
          'X-RateLimit-Limit',
          'X-RateLimit-Remaining',
          'X-RateLimit-Reset',
        ]),
      );
      expect(Object.keys(responses['200']?.headers ?? {}), where).toContain('X-RateLimit-Limit');
    }
  });

  it('leaves without a security scheme only the sign-in steps among writes', () => {
    const publicWrites = operations
      .filter(({ method, op }) => method !== 'get' && (op.security ?? []).length === 0)
      .map(({ where }) => where)
      .sort();
    expect(publicWrites).toEqual([
      'POST /api/admin/auth/accept-invite',
      'POST /api/admin/auth/login',
      'POST /api/admin/auth/mfa',
      'POST /api/admin/auth/reset-password',
      'POST /api/admin/auth/webauthn/login/options',
      'POST /api/admin/auth/webauthn/login/verify',
    ]);
    expect(doc.paths?.['/api/support/status']?.post?.security).toEqual([
      { inworldSecret: [] },
      { bearerAuth: [] },
    ]);
  });

  it('sends the rate-limit headers it documents, on answers and refusals', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'nobody', password: 'wrong password' },
    });
    expect(login.statusCode).toBe(401);
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
      expect(login.headers[header], header).toMatch(/^\d+$/);
    const documented = doc.paths?.['/api/admin/auth/login']?.post?.responses?.[
      '401'
    ] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(documented.headers ?? {})).toContain('X-RateLimit-Remaining');
  });

  it('gives each operation a curl and a TypeScript sample, shown in its description', () => {
    for (const { where, op, path } of operations) {
      const samples = op['x-codeSamples'] ?? [];
      expect(
        samples.map((s) => s.lang),
        where,
      ).toEqual(['Shell', 'TypeScript']);
      expect(samples[0]?.source).toContain('curl');
      expect(samples[1]?.source).toContain(`'${path}'`);
      expect(op.description).toContain('```sh');
    }
  });
});
