// `npm run client:generate [-- --check]`: builds the API, writes its OpenAPI document (as
// `npm run openapi` does) and turns it into packages/client/src/schema.d.ts. With --check it writes
// nothing and exits 1 when the committed file differs from what the API documents now.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemaText } from './schema-text.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const target = new URL('../src/schema.d.ts', import.meta.url).pathname;
const check = process.argv.includes('--check');

const scratch = mkdtempSync(join(tmpdir(), 'land-office-client-'));
try {
  const documentFile = join(scratch, 'openapi.json');
  const run = spawnSync(process.execPath, ['scripts/run-cli.mjs', 'openapi', '--out', documentFile], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const text = await schemaText(JSON.parse(readFileSync(documentFile, 'utf8')));
  if (!check) {
    writeFileSync(target, text);
    console.log('packages/client/src/schema.d.ts written');
  } else if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
    console.error('packages/client/src/schema.d.ts is stale: run `npm run client:generate`');
    process.exitCode = 1;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
