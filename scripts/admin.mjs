// `npm run admin -- create|reset-password …`: the admin CLI, built first when needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(`${root}packages/api/dist/cli/admin.js`)) {
  const result = spawnSync('npx', ['tsc', '-b', 'packages/contract', 'packages/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(`${root}packages/api/dist/cli/admin.js`);
