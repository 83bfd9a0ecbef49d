/**
 * Code samples of each operation, curl and TypeScript with `@land-office/client`, made from its
 * method, path, operationId, parameters and body schema. They go in `x-codeSamples` (read by
 * Redoc and similar tools) and, as fenced blocks, at the end of the description (Swagger UI shows
 * descriptions but not that extension).
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  items?: Schema;
  minimum?: number;
  format?: string;
  minItems?: number;
};

export interface SampleOperation {
  method: string;
  path: string;
  operationId: string;
  secured: boolean;
  /** The query parameters the operation requires. */
  query: { name: string; schema: Schema }[];
  /** The JSON body's schema, or the multipart form's file field. */
  body?: { json: Schema } | { file: string };
}

/** A small value a schema accepts: its first choice, else a placeholder of its type. */
function example(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  if (schema.anyOf?.length)
    return example(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], depth);
  const type = [schema.type].flat()[0];
  if (type === 'object') {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, example(property, depth + 1)]),
    );
  }
  if (type === 'array')
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => example(schema.items, depth + 1));
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'string') return schema.format === 'date-time' ? '2026-12-04T18:00:00Z' : '…';
  return null;
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

function curl(op: SampleOperation): string {
  const query = op.query.map((q) => `${q.name}=${encodeURIComponent(String(example(q.schema)))}`).join('&');
  const url = `$LAND_OFFICE_URL${op.path.replace(/\{\w+\}/g, '1')}${query ? `?${query}` : ''}`;
  const lines = [`curl -X ${op.method} "${url}"`];
  if (op.secured) lines.push('  -H "Authorization: Bearer $LAND_OFFICE_TOKEN"');
  if (op.body && 'file' in op.body) lines.push(`  -F "${op.body.file}=@picture.png"`);
  else if (op.body) {
    lines.push("  -H 'Content-Type: application/json'");
    lines.push(`  -d '${JSON.stringify(example(op.body.json)).replaceAll("'", "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

function typescript(op: SampleOperation): string {
  const params = [
    pathParams(op.path).length
      ? `path: { ${pathParams(op.path)
          .map((name) => `${name}: 1`)
          .join(', ')} }`
      : '',
    op.query.length
      ? `query: { ${op.query.map((q) => `${q.name}: ${JSON.stringify(example(q.schema))}`).join(', ')} }`
      : '',
  ].filter(Boolean);
  const options = [
    params.length ? `params: { ${params.join(', ')} }` : '',
    op.body && 'json' in op.body ? `body: ${JSON.stringify(example(op.body.json))}` : '',
    op.body && 'file' in op.body ? 'body: form as never' : '',
  ].filter(Boolean);
  const lines = [
    "import { createLandOfficeClient, unwrap } from '@land-office/client';",
    '',
    `const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string${op.secured ? ', token: process.env.LAND_OFFICE_TOKEN' : ''} });`,
  ];
  if (op.body && 'file' in op.body)
    lines.push(
      'const form = new FormData();',
      `form.append('${op.body.file}', new Blob([await readFile('picture.png')], { type: 'image/png' }), 'picture.png');`,
    );
  lines.push(
    `// ${op.operationId}`,
    `const answer = await unwrap(office.${op.method}('${op.path}'${options.length ? `, { ${options.join(', ')} }` : ''}));`,
  );
  if (op.body && 'file' in op.body) lines.unshift("import { readFile } from 'node:fs/promises';");
  return lines.join('\n');
}

/** The samples of an operation, for `x-codeSamples`. */
export function codeSamples(op: SampleOperation) {
  return [
    { lang: 'Shell', label: 'curl', source: curl(op) },
    { lang: 'TypeScript', label: 'TypeScript (@land-office/client)', source: typescript(op) },
  ];
}

/** The samples as Markdown, to end a description with. */
export const samplesMarkdown = (samples: ReturnType<typeof codeSamples>) =>
  samples
    .map((s) => `**${s.label}**\n\n\`\`\`${s.lang === 'Shell' ? 'sh' : 'ts'}\n${s.source}\n\`\`\``)
    .join('\n\n');
