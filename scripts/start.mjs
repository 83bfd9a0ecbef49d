// `npm start`: builds whatever is missing (a fresh clone has no dist/), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const built = [
  'packages/contract/dist/index.js',
  'packages/api/dist/start.js',
  'packages/api/dist/server.cjs',
  'packages/web/dist/index.html',
].every((f) => existsSync(root + f));
if (!built) {
  console.log('Building Land Office (first start)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../packages/api/dist/start.js');
