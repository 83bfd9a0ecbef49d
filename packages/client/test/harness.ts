import { createLandOfficeClient, type LandOfficeClient, type TokenSource } from '@land-office/client';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
export interface ApiDocument {
  paths: Record<string, Record<string, { responses: Responses }>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the document, as `GET /api/blog/admin/{id}`. */
export const operationsOf = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

/** A JSON pointer into the document, as a `$ref` fragment. */
const pointer = (...segments: string[]) =>
  segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/**
 * Clients of the running server whose every answer is checked against the document as it comes:
 * the operation is in it, the status is one it lists for that operation, the content type is the
 * one it gives, and a JSON body is valid against the schema it gives. A check that fails makes the
 * call throw, naming the operation. The statuses each operation answered are kept.
 */
export function contractClients(document: ApiDocument, baseUrl: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'document');
  const answered = new Map<string, number[]>();

  const check = async (method: string, path: string, response: Response) => {
    const name = `${method} ${path}`;
    const status = String(response.status);
    const documented = document.paths[path]?.[method.toLowerCase()]?.responses[status];
    if (!documented)
      throw new Error(
        `${name} answered ${status}, which the document does not list for it: ${
          // A stream (the progress events) is only read when it is a refusal.
          response.headers.get('content-type')?.startsWith('application/json')
            ? await response.clone().text()
            : ''
        }`,
      );
    answered.set(name, [...(answered.get(name) ?? []), response.status]);
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!documented.content?.[type])
      throw new Error(
        `${name} ${status} came as ${type}; the document says ${Object.keys(documented.content ?? {})}`,
      );
    if (type !== 'application/json') return;
    const ref = `document#/${pointer('paths', path, method.toLowerCase(), 'responses', status, 'content', type, 'schema')}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    const body = await response.clone().json();
    if (!validate(body))
      throw new Error(`${name} ${status} does not match the document: ${ajv.errorsText(validate.errors)}`);
  };

  /** A client of the server as whoever holds `token` (nobody without one). */
  const as = (token?: TokenSource): LandOfficeClient => {
    const client = createLandOfficeClient({ baseUrl, token });
    client.use({
      onResponse: async ({ request, response, schemaPath }) => check(request.method, schemaPath, response),
    });
    return client;
  };
  return { as, answered };
}
