// Part of `npm run lint`: writes the API reference document (as `npm run openapi` does) to a
// temporary file and checks it with Spectral (`spectral:oas`, the OWASP ruleset and the rules of
// .spectral.yaml); any error fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'land-office-openapi-lint-'));
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
try {
  const document = join(scratch, 'openapi.json');
  let status = run(process.execPath, ['scripts/run-cli.mjs', 'openapi', '--out', document]);
  if (status === 0)
    status = run('npx', [
      'spectral',
      'lint',
      document,
      '--ruleset',
      '.spectral.yaml',
      '--fail-severity',
      'error',
    ]);
  process.exitCode = status;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
