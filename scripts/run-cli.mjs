// `npm run backup|restore -- …`: builds the API (incremental, quick when nothing changed), then runs
// the named command-line entry point with the remaining arguments.
import { spawnSync } from 'node:child_process';

const [name] = process.argv.splice(2, 1);
const root = new URL('..', import.meta.url).pathname;
const build = spawnSync('npx', ['tsc', '-b', 'packages/contract', 'packages/api'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
await import(`${root}packages/api/dist/cli/${name}.js`);
