// `npm run dev`: the API (rebuilt on change by tsc --watch) and Vite's dev server side by side.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => spawn(cmd, args, { cwd: root, stdio: 'inherit' });
const children = [
  run('npx', ['tsc', '-b', '--watch', '--preserveWatchOutput', 'packages/contract', 'packages/api']),
  run('node', ['--watch-path=packages/api/dist', 'packages/api/dist/main.js']),
  run('npx', ['vite', 'packages/web']),
];
process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGINT');
  process.exit(0);
});
