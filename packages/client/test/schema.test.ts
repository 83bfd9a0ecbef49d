import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { openapiDocument } from '../../api/src/cli/openapi-document.js';
import { schemaText } from '../scripts/schema-text.mjs';

// The committed types are what integrators and the admin compile against: a route, a field or a
// status changed in the API without `npm run client:generate` fails here.
it('src/schema.d.ts is what the API documents now (else run `npm run client:generate`)', async () => {
  const committed = readFileSync(new URL('../src/schema.d.ts', import.meta.url), 'utf8');
  const current = await schemaText(await openapiDocument());
  expect(
    committed === current,
    'packages/client/src/schema.d.ts is stale: run `npm run client:generate`',
  ).toBe(true);
});
