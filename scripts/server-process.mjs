// The built server (`npm start`'s entrypoint) as a child process: used by the end-to-end tests,
// the API's crash and load tests, and `npm run bench`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_MAIN = join(root, 'packages/api/dist/start.js');

/**
 * How `npm start` runs node (package.json): the variables put before it and the flags given to it,
 * if any, so every spawned server runs as `npm start` runs it.
 */
export function startCommand() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const words = scripts.start.split(/\s+/);
  const env = {};
  let i = 0;
  for (; /^[A-Z_][A-Z0-9_]*=/.test(words[i] ?? ''); i++) {
    const [name, ...value] = words[i].split('=');
    env[name] = value.join('=');
  }
  if (words[i] !== 'node') throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  const nodeArgs = [];
  for (i++; words[i]?.startsWith('--'); i++) nodeArgs.push(words[i]);
  return { env, nodeArgs };
}

/** Brings packages/api/dist up to date with its sources (incremental: quick when nothing changed). */
export function buildApi() {
  const tsc = join(root, 'node_modules/.bin/tsc');
  const result = spawnSync(tsc, ['-b', 'packages/contract', 'packages/api'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the API failed:\n${result.stdout}${result.stderr}`);
  if (bundleIsFresh()) return;
  // Test files build in parallel: one bundles, the others wait for it and find it fresh.
  withLock(join(root, 'packages/api/dist/.bundle-lock'), () => {
    if (bundleIsFresh()) return;
    const bundled = spawnSync(process.execPath, ['packages/api/bundle.mjs'], { cwd: root, encoding: 'utf8' });
    if (bundled.status !== 0) throw new Error(`bundling the API failed:\n${bundled.stdout}${bundled.stderr}`);
  });
}

/** Whether dist/server.cjs is newer than bundle.mjs and every module tsc wrote for the API and what it imports. */
function bundleIsFresh() {
  let bundled;
  try {
    bundled = statSync(join(root, 'packages/api/dist/server.cjs')).mtimeMs;
  } catch {
    return false;
  }
  if (statSync(join(root, 'packages/api/bundle.mjs')).mtimeMs > bundled) return false;
  for (const pkg of ['api', 'contract', 'site'])
    for (const file of readdirSync(join(root, 'packages', pkg, 'dist'), { recursive: true }))
      if (file.endsWith('.js') && statSync(join(root, 'packages', pkg, 'dist', file)).mtimeMs > bundled)
        return false;
  return true;
}

/** Runs `fn` holding a lock directory (taken over when older than a minute: its holder died). */
function withLock(dir, fn) {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const age = Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(dir, { recursive: true, force: true });
      else Atomics.wait(wait, 0, 0, 100);
    }
  }
  try {
    fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Resident memory of a process in bytes (Linux /proc), or undefined once it has gone. */
export function rssBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the server on a free port (a fresh DATA_DIR unless one is given) and resolves once
 * `/api/health` answers 200, with the time that took. `nodeArgs` go to node after `npm start`'s own
 * (e.g. `--cpu-prof`).
 */
export async function startServer({
  env = {},
  dataDir,
  timeoutMs = 20_000,
  pollMs = 20,
  nodeArgs = [],
  /** Another build's server entry (a benchmark comparing two versions). */
  main = SERVER_MAIN,
  /** The port to listen on (default: a free one), when the caller must know it first. */
  port: wanted,
} = {}) {
  const port = wanted ?? (await freePort());
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'land-office-srv-'));
  const started = performance.now();
  const start = startCommand();
  const child = spawn(process.execPath, [...start.nodeArgs, ...nodeArgs, main], {
    env: {
      ...start.env,
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      SCRAPER_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy: ${output}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return {
    url,
    dataDir: dir,
    process: child,
    healthyAfterMs: performance.now() - started,
    output: () => output,
    rssBytes: () => rssBytes(child.pid),
    /** Ends the process with `signal` and waits for it to go. */
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    /** SIGTERM, then removes the DATA_DIR unless `keepData`. */
    async stop({ keepData = false } = {}) {
      await this.kill('SIGTERM');
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}
