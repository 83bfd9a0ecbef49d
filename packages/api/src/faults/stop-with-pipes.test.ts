import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApi, freePort } from '../../../../scripts/server-process.mjs';
import { TEST_ADMIN } from '../test/app.js';
import { TEST_DATABASE_URL, withPgClient } from '../test/postgres.js';

// Issue "Stopping always ends": `npm start` as a supervisor or a test harness runs it, its output on
// pipes; SIGTERM to its process group must end it within SHUTDOWN_TIMEOUT_MS (+1 s), whether the
// pipes' reader has gone or is still there and never reads.
const root = new URL('../../../../', import.meta.url).pathname;
const SHUTDOWN_TIMEOUT_MS = 2000;
const REPETITIONS = 20;
/** Servers stopped at once: the repetitions in batches, so the file takes seconds, not minutes. */
const AT_ONCE = 4;

/** Node.js 20, as installed on this machine, if it is (its better-sqlite3 is not built: PostgreSQL). */
function node20Dir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const node = join(dir, 'node');
    if (!dir || !existsSync(node)) continue;
    try {
      if (execFileSync(node, ['--version'], { encoding: 'utf8' }).startsWith('v20.')) return dir;
    } catch {}
  }
  return undefined;
}

interface Started {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** What it wrote until it answered. */
  output: string;
}

async function npmStart(nodeDir: string | undefined, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'land-office-stop-'));
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, as a shell's job or a supervisor's child.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: nodeDir ? `${nodeDir}${delimiter}${process.env.PATH}` : (process.env.PATH ?? ''),
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SCRAPER_INTERVAL_SECONDS: '0',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  let output = '';
  const collect = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() - started > 30_000) {
      groupKill(child, 'SIGKILL');
      throw new Error(`npm start did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  // From here on the parent reads nothing more: what the server writes stays in the pipes.
  child.stdout?.off('data', collect).pause();
  child.stderr?.off('data', collect).pause();
  return { child, url, dataDir, output };
}

const groupKill = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {}
};

/** Whether any process of the group (npm, its shell, the server) is still alive. */
const groupAlive = (child: ChildProcess) => {
  try {
    process.kill(-(child.pid as number), 0);
    return true;
  } catch {
    return false;
  }
};

const signInThreeTimes = async (url: string) => {
  for (const password of [TEST_ADMIN.password, 'wrong-password-1', 'wrong-password-2'])
    await fetch(`${url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.username, password }),
    }).then((r) => r.arrayBuffer());
};

/** Requests, two log lines each at info, until well over a pipe's 64 KB are waiting. */
const logALot = async (url: string) => {
  const get = () =>
    new Promise<void>((resolve) => {
      request(`${url}/api/health?${'padding'.repeat(40)}`, (res) => {
        res.resume().on('end', resolve);
      })
        .on('error', () => resolve())
        .end();
    });
  for (let i = 0; i < 60; i++) await Promise.all(Array.from({ length: 10 }, get));
};

/** SIGTERM to the group; then the milliseconds until no process of it is left (or the limit). */
async function stopAndTime(started: Started, readerGone: boolean) {
  const { child } = started;
  const sent = Date.now();
  groupKill(child, 'SIGTERM');
  if (readerGone) {
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
  const limit = SHUTDOWN_TIMEOUT_MS + 1000;
  while (groupAlive(child) && Date.now() - sent < limit + 2000) await new Promise((r) => setTimeout(r, 25));
  const took = Date.now() - sent;
  // Whatever happened, nothing is left behind by the test.
  groupKill(child, 'SIGKILL');
  child.stdout?.destroy();
  child.stderr?.destroy();
  rmSync(started.dataDir, { recursive: true, force: true });
  return took;
}

const node20 = node20Dir();
const runtimes = [
  { name: `Node ${process.versions.node} (the suite's)`, dir: undefined as string | undefined },
  ...(node20 ? [{ name: 'Node 20 (this machine, end of life)', dir: node20 }] : []),
];
if (!node20) console.warn("No Node.js 20 on PATH: the stop is proven on the suite's Node only.");

describe('SIGTERM to npm start whose output nobody reads', () => {
  let schema: string | undefined;
  beforeAll(async () => {
    buildApi();
    // npm start builds what is missing first: the admin's build too, made here once if absent.
    if (!existsSync(join(root, 'packages/web/dist/index.html')))
      execFileSync('npm', ['run', 'build', '-w', '@land-office/web'], { cwd: root, stdio: 'ignore' });
    if (node20 && inject('postgres')) {
      schema = `stop_${process.pid}`;
      await withPgClient((c) => c.query(`create schema ${schema}`));
    }
  }, 120_000);
  afterAll(async () => {
    if (schema) await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
  });

  for (const runtime of runtimes)
    for (const readerGone of [true, false])
      it(`${runtime.name}: exits within SHUTDOWN_TIMEOUT_MS + 1 s, ${REPETITIONS} times of ${REPETITIONS}, ${
        readerGone ? 'its pipes closed by the parent' : 'its pipes full and never read'
      }`, async (ctx) => {
        // Node 20 loads no better-sqlite3 built for it: its server runs on PostgreSQL.
        if (runtime.dir && !schema) ctx.skip();
        const env: Record<string, string> = runtime.dir
          ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema as string }
          : {};
        const times: number[] = [];
        for (let done = 0; done < REPETITIONS; done += AT_ONCE) {
          const batch = await Promise.all(
            Array.from({ length: Math.min(AT_ONCE, REPETITIONS - done) }, () => npmStart(runtime.dir, env)),
          );
          // A start on an end-of-life Node works, and says so once.
          if (runtime.dir)
            for (const { output } of batch) expect(output.match(/is end of life/g)).toHaveLength(1);
          await Promise.all(batch.map((s) => (readerGone ? signInThreeTimes(s.url) : logALot(s.url))));
          times.push(...(await Promise.all(batch.map((s) => stopAndTime(s, readerGone)))));
        }
        expect(times.filter((ms) => ms > SHUTDOWN_TIMEOUT_MS + 1000)).toEqual([]);
      }, 240_000);
});
