import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `/**
 * The Land Office API's types, generated from its OpenAPI document by \`npm run client:generate\`.
 * Do not edit: regenerate. A test fails while this differs from what the API documents.
 */

`;

/** The text of `src/schema.d.ts` for an OpenAPI document (the object `/api/openapi.json` serves). */
export async function schemaText(document) {
  // A copy: openapi-typescript resolves references in place.
  const ast = await openapiTS(structuredClone(document), { silent: true });
  return `${HEADER}${astToString(ast)}`;
}
