// `npm run bench`: the real built server on SQLite (and PostgreSQL when one answers), seeded with
// the data set through its API, its public reads and three pages of the public website
// (`/`, a post, `/available-land`) loaded with autocannon from a process of its own
// (bench/load.mjs), against two ceilings measured in the same run, in interleaved slices: a bare
// Fastify "hello world", and a bare Fastify answering the very bytes and headers the endpoint
// answered (bench/ceiling-server.mjs). On a machine with two cores or more, the load generator
// runs on CPU 0 and the servers on CPU 1 while under load (taskset), so neither steals the
// other's core and repeated runs agree. Writes bench/results/latest.{json,md}; exits 1 when a
// budget is missed.
//
//   npm run bench                 full run (about ten minutes)
//   npm run bench -- --quick      shorter load runs and fewer cold starts (about four minutes)
//   npm run bench -- --sqlite     SQLite only
//   npm run bench -- --only=/api/blog,/api/blog/admin --profile   those endpoints only, with CPU
//                                 profiles of the server in bench/results/profiles.tmp
//                                 (node bench/profile-top.mjs <file>, or Chrome DevTools)
//   npm run bench -- --identity   clients that send no Accept-Encoding (default: gzip, deflate, br
//                                 as browsers send)
//   BENCH_DATABASE_URL=postgres://… overrides the PostgreSQL used (default: the tests' one)
import { fork, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAnswers, postgresRun } from '../scripts/postgres.mjs';
import { buildApi, startServer } from '../scripts/server-process.mjs';
import { analyseBundle } from './bundle.mjs';
import { profileSite, SEED, seed } from './seed.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const sqliteOnly = args.includes('--sqlite');
const WARMUP_S = quick ? 0.5 : 1;
const STARTS = quick ? 3 : 5;
/** Rounds of (hello world, same bytes, endpoint) slices per figure, each slice this long. */
const ROUNDS = quick ? 3 : 6;
const SLICE_S = 0.5;
const ONLY = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

/** What a browser sends; `--identity` measures clients that take no compression. */
const ACCEPT = args.includes('--identity') ? {} : { 'accept-encoding': 'gzip, deflate, br' };
const PROFILE_DIR = args.includes('--profile') ? join(root, 'bench/results/profiles.tmp') : undefined;
const CONNECTIONS = [10, 100];
export const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN = { username: 'bench-admin', password: 'bench-password-123', email: 'bench@example.com' };

/** The budgets (2-core machine). */
export const BUDGETS = {
  publicCeilingRatio: 0.5,
  /** Every cached public read (API and pages), against a bare Fastify sending the same bytes (issue "Foundation"). */
  sameBytesRatio: 0.85,
  publicP99Ms: 20,
  adminP99Ms: 50,
  coldStartMs: 500,
  /** After IDLE_QUIET_S seconds of quiet following the seeding. */
  idleRssMb: 100,
  entryGzipBytes: 200 * 1024,
  entryWireBytes: 160 * 1024,
  /** The public website's pages (packages/site), once cached, at 100 connections. */
  pageCeilingRatio: 0.5,
  pageP99Ms: 20,
};

const ENDPOINTS = [
  { name: '/api/blog', path: '/api/blog', kind: 'public' },
  { name: '/api/menu', path: '/api/menu', kind: 'public' },
  { name: '/api/banner', path: '/api/banner', kind: 'public' },
  { name: '/api/available-lands', path: '/api/available-lands', kind: 'public' },
  {
    name: '/api/blog/slug/:slug',
    path: (slugs) => `/api/blog/slug/${slugs[0]}`,
    kind: 'public',
    perSlug: true,
  },
  { name: '/api/blog/admin', path: '/api/blog/admin', kind: 'admin' },
  // The public website's pages (packages/site): whole HTML documents rendered from the reads
  // above and cached like them. `shows` names what each must show of the seeded content.
  {
    name: '/',
    path: '/',
    kind: 'page',
    shows: {
      hero: 'class="hero"',
      banners: 'data-slideshow',
      services: 'id="services"',
      'latest posts': 'id="latest"',
      'newest land': 'id="land"',
    },
  },
  {
    name: '/blog/:slug',
    path: (slugs) => `/blog/${slugs[0]}`,
    kind: 'page',
    shows: { 'the post': 'class="prose"', 'its image': 'fetchPriority="high"' },
  },
  {
    name: '/available-land',
    path: '/available-land',
    kind: 'page',
    shows: { listings: 'class="grid lands"' },
  },
];

const log = (line = '') => process.stdout.write(`${line}\n`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const mb = (bytes) => (bytes === undefined ? null : Math.round((bytes / 1024 / 1024) * 10) / 10);

export const live = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of live) child.kill('SIGKILL');
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Build: the API incrementally every time, the admin when its sources are newer than its build.

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

function ensureBuilt() {
  buildApi();
  const manifest = join(root, 'packages/web/dist/.vite/manifest.json');
  const sources = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/contract/src',
  ];
  const stale =
    !existsSync(manifest) ||
    Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(manifest).mtimeMs;
  if (stale) {
    log('Building the admin (vite build)…');
    const r = spawnSync('npm', ['run', 'build', '-w', '@land-office/web'], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) {
      const lines = `${r.stdout}${r.stderr}`.split('\n');
      const why =
        lines.find((l) => /not exported|\[[A-Z_]{4,}\]|error TS\d+/.test(l)) ??
        lines.find((l) => /error/i.test(l)) ??
        'see npm run build';
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the build's terminal colours
      return `the admin build failed (${why.replace(/\u001b\[[0-9;]*m/g, '').trim()})`;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Load

/**
 * The load generator: autocannon in a process of its own (bench/load.mjs), one run per call, with
 * every response's latency kept (ms) so slices can be pooled. In this process, next to the
 * seeding, the servers' logs and the pooled figures, it managed 55-75% of the requests/s on
 * bodies of 10-12 KB (its garbage collections cost more with a bigger heap), and the p99 of the
 * bare Fastify answering the blog list's bytes at 100 connections was 16-19 ms instead of 13-15.
 */
export async function loadGenerator() {
  const child = fork(join(root, 'bench/load.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  live.add(child);
  const waiting = new Map();
  let next = 0;
  child.on('message', ({ id, result, error }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (error) call?.reject(new Error(error));
    else call?.resolve(result);
  });
  child.once('exit', (code) => {
    for (const call of waiting.values()) call.reject(new Error(`load generator exited (${code})`));
    waiting.clear();
  });
  return {
    pid: child.pid,
    run(opts) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, opts });
      });
    },
    stop() {
      child.kill('SIGTERM');
      live.delete(child);
    },
  };
}

/** The q-quantile (0..1) of sorted numbers, nearest rank. */
function quantile(sorted, q) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const sum = (runs, f) => runs.reduce((n, r) => n + f(r), 0);

/**
 * One figure set from several autocannon slices: requests over time, and latency percentiles of
 * every response of every slice pooled (a hiccup counts for the requests it delayed, no more).
 */
function figures(runs, connections) {
  const total = sum(runs, (r) => r.requests.total);
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    connections,
    rps: Math.round(total / sum(runs, (r) => r.duration)),
    p50: round(quantile(times, 0.5)),
    p99: round(quantile(times, 0.99)),
    p99Slices: runs.map((r) => r.latency.p99),
    bytesPerResponse: total ? Math.round(sum(runs, (r) => r.throughput.total) / total) : 0,
    non2xx: sum(runs, (r) => r.non2xx),
    errors: sum(runs, (r) => r.errors + r.timeouts),
  };
}

/**
 * One figure: after discarded warm-ups, rounds of three slices (hello world, the same bytes from a
 * bare Fastify, the endpoint), the order turning each round, so a machine whose speed drifts
 * weighs on all three alike. The server's RSS is sampled during the endpoint's slices.
 */
export async function measure({ cannon, target, ceilings, connections, rss }) {
  const hello = { url: ceilings.hello, headers: ACCEPT, connections };
  const same = { ...ceilings.same, headers: ACCEPT, connections };
  const load = { ...target, connections };
  await cannon({ ...load, duration: WARMUP_S });
  await cannon({ ...hello, duration: WARMUP_S / 2 });
  await cannon({ ...same, duration: WARMUP_S / 2 });
  let peak = 0;
  const slices = { hello: [], same: [], load: [] };
  const kinds = { hello, same, load };
  const order = ['hello', 'same', 'load'];
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < order.length; i++) {
      const kind = order[(i + round) % order.length];
      const timer =
        kind === 'load' &&
        setInterval(() => {
          peak = Math.max(peak, rss() ?? 0);
        }, 100);
      slices[kind].push(await cannon({ ...kinds[kind], duration: SLICE_S }));
      if (timer) clearInterval(timer);
    }
  }
  const run = figures(slices.load, connections);
  const ceiling = figures(slices.hello, connections);
  const sameBytes = figures(slices.same, connections);
  const ratio = (a, b) => Math.round((a.rps / b.rps) * 100) / 100;
  return {
    ...run,
    rssPeakMb: mb(peak),
    ceiling,
    ratio: ratio(run, ceiling),
    sameBytes,
    sameRatio: ratio(run, sameBytes),
    sameVsHello: ratio(sameBytes, ceiling),
  };
}

/** The ceilings: bench/ceiling-server.mjs in its own process. */
export async function ceilingServer() {
  const child = spawn(process.execPath, [join(root, 'bench/ceiling-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  live.add(child);
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error('ceiling server exited')));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    pid: child.pid,
    url: `${url}/`,
    /** Makes `/same/<name>` answer `answer`'s bytes and headers; returns that URL. */
    async same(name, answer) {
      const res = await fetch(`${url}/same/${name}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/octet-stream',
          'x-same-headers': JSON.stringify(answer.headers),
        },
        body: answer.body,
      });
      if (res.status !== 204) throw new Error(`ceiling server refused ${name}: ${res.status}`);
      return `${url}/same/${name}`;
    },
    rssMb: () => mb(procStatus(child.pid, 'VmRSS')),
    stop() {
      child.kill('SIGTERM');
      live.delete(child);
    },
  };
}

/**
 * One answer as it went over the wire: status, the headers a server chooses (not the connection's
 * own), and the body bytes still compressed.
 */
export function rawGet(url, headers) {
  const hopByHop = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const kept = {};
          for (const [name, value] of Object.entries(res.headers))
            if (!hopByHop.has(name)) kept[name] = value;
          resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// CPU placement under load

const PINNING = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

/** Every thread of `pid` onto `cpuList` (taskset), when pinning is on. */
function pin(pid, cpuList) {
  if (PINNING) spawnSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
}

/** The load generator (and this process, idle meanwhile) on CPU 0 and the servers on CPU 1, while measuring. */
export function pinForLoad(loadPids, serverPids) {
  for (const pid of [process.pid, ...loadPids]) pin(pid, '0');
  for (const pid of serverPids) pin(pid, '1');
}

/** Every CPU again for this process (and what it starts next: cold starts use them all). */
export function unpin() {
  pin(process.pid, `0-${cpus().length - 1}`);
}

/** A memory line of /proc/<pid>/status, in bytes (Linux), or undefined. */
export function procStatus(pid, field) {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds of quiet after which a server's memory counts as idle. */
export const IDLE_QUIET_S = 40;

/**
 * A server's memory once it has been left alone: RSS sampled each second for IDLE_QUIET_S seconds
 * after the work before. Right after work V8 still holds the young generation it grew and the
 * garbage of the work, which it gives back only after a full collection (and its memory reducer
 * after that); a server that does nothing more may have none for a long time (docs/performance.md,
 * "Start and idle"). `afterMb` is the first second, `mb` and `anonMb` (the private part, RssAnon)
 * the last.
 */
export async function idleMemory(pid) {
  const curve = [];
  for (let s = 1; s <= IDLE_QUIET_S; s++) {
    await sleep(1_000);
    curve.push(mb(procStatus(pid, 'VmRSS')));
  }
  return { afterMb: curve[0], mb: curve.at(-1), anonMb: mb(procStatus(pid, 'RssAnon')), curve };
}

/**
 * The warnings and errors in a stretch of the server's log (pino JSON lines, level 40 and up):
 * how many, and the first message. A read that logs under load is doing work it should not.
 */
export function problemLines(output) {
  const problems = output
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return undefined;
      }
    })
    .filter((entry) => entry && entry.level >= 40);
  return { count: problems.length, first: problems[0]?.msg ?? problems[0]?.err?.message };
}

// ---------------------------------------------------------------------------------------------
// One database

export async function signIn(url) {
  const res = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return `Bearer ${(await res.json()).token}`;
}

const pgQuery = (sql) => postgresRun(PG_URL, sql);

/** ETag + 304 on a repeated read with If-None-Match. */
async function conditional(url) {
  const first = await fetch(url);
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  if (!first.ok || !etag) return false;
  const again = await fetch(url, { headers: { 'if-none-match': etag } });
  return again.status === 304;
}

/**
 * What a browser receives for the admin's first load: each file fetched from the server with
 * Accept-Encoding: br, counted as sent (undecoded), with the encodings the server chose.
 */
async function onTheWire(baseUrl, files) {
  let bytes = 0;
  const encodings = new Set();
  for (const file of files) {
    const res = await new Promise((resolve, reject) =>
      http
        .get(`${baseUrl}/admin/${file}`, { headers: { 'accept-encoding': 'br' } }, resolve)
        .on('error', reject),
    );
    for await (const chunk of res) bytes += chunk.length;
    if (res.statusCode !== 200) throw new Error(`/admin/${file} answered ${res.statusCode}`);
    encodings.add(res.headers['content-encoding'] ?? 'identity');
  }
  return { bytes, encodings: [...encodings].sort() };
}

async function benchDatabase(kind, { profiles, ceiling, loader, entryFiles }) {
  const env = {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    SL_PROFILE_URL_TEMPLATE: profiles.urlTemplate,
    // The profile site above is on loopback, which the guarded fetcher refuses unless allowed.
    FETCH_ALLOW_PRIVATE: '127.0.0.0/8,::1/128',
  };
  const schema = kind === 'postgres' ? `bench_${process.pid}_${Date.now().toString(36)}` : undefined;
  if (schema) {
    await pgQuery(`create schema ${schema}`);
    Object.assign(env, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema });
  }
  const dataDir = mkdtempSync(join(tmpdir(), `land-office-bench-${kind}-`));
  const result = { database: kind, endpoints: {}, notes: [] };
  try {
    const nodeArgs = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, kind)}`] : [];
    // A profile is taken of tsc's output, a file per module, so it names the package of each
    // function (the bundle's minified lines would not).
    const main = PROFILE_DIR ? join(root, 'packages/api/dist/main.js') : undefined;
    let server = await startServer({ env, dataDir, pollMs: 10, nodeArgs, ...(main ? { main } : {}) });
    live.add(server.process);
    result.firstStartMs = Math.round(server.healthyAfterMs);
    result.rssAtStartMb = mb(server.rssBytes());
    try {
      const token = await signIn(server.url);
      const seededAt = performance.now();
      // The listings come from a scraper run over the loopback land source (profileSite).
      const { seeded, notes, slugs } = await seed(server.url, token, { landsUrl: profiles.landsUrl });
      result.seeded = seeded;
      result.seedSeconds = Math.round((performance.now() - seededAt) / 100) / 10;
      result.notes.push(...notes);
      // The private part (RssAnon); the rest is mapped files (the node binary, shared libraries).
      const idle = await idleMemory(server.process.pid);
      result.rssAfterSeedMb = idle.afterMb;
      result.rssIdleMb = idle.mb;
      result.rssIdleAnonMb = idle.anonMb;
      result.rssIdleCurveMb = idle.curve;

      const adminList = await fetch(`${server.url}/api/blog/admin`, { headers: { authorization: token } });
      const adminBody = await adminList.text();
      const adminPosts = JSON.parse(adminBody);
      result.adminList = {
        posts: adminPosts.length,
        bytes: Buffer.byteLength(adminBody),
        withoutContent: adminPosts.every((p) => !('content' in p)),
      };
      if (entryFiles) result.adminEntryWire = await onTheWire(server.url, ['', ...entryFiles]);

      let rssLoadPeak = 0;
      for (const ep of ENDPOINTS.filter((e) => !ONLY || ONLY.includes(e.name))) {
        const path = typeof ep.path === 'function' ? ep.path(slugs) : ep.path;
        const headers = { ...ACCEPT, ...(ep.kind === 'admin' ? { authorization: token } : {}) };
        const probe = await fetch(`${server.url}${path}`, { headers });
        const probeBody = await probe.text();
        if (probe.status === 404 && !ep.perSlug) {
          result.endpoints[ep.name] = { kind: ep.kind, skipped: 'not on this build (404)' };
          result.notes.push(`${ep.name}: answers 404 on this build, not measured`);
          continue;
        }
        const entry = { kind: ep.kind, status: probe.status, runs: {} };
        if (ep.shows)
          entry.missing = Object.entries(ep.shows)
            .filter(([, marker]) => !probeBody.includes(marker))
            .map(([what]) => what);
        const logBefore = server.output().length;
        if (ep.kind !== 'admin') entry.conditional304 = await conditional(`${server.url}${path}`);
        // The slug read cycles through every published post, so each has its own cache entry.
        const requests = ep.perSlug
          ? slugs.map((s) => ({ method: 'GET', path: `/api/blog/slug/${s}` }))
          : undefined;
        // The bytes a client gets once the cache is warm (brotli is made just after the first
        // answer), given to the ceiling server to answer as they are.
        await sleep(300);
        const answer = await rawGet(`${server.url}${path}`, headers);
        const sameUrl = await ceiling.same(`${kind}-${ENDPOINTS.indexOf(ep)}`, answer);
        // The ceiling gets the same stream of requests: one URL, or the slug read's rotating ones
        // (the load generator builds and the router matches each, so it costs both sides more).
        const same = ep.perSlug
          ? {
              url: new URL(sameUrl).origin,
              requests: slugs.map((s) => ({ method: 'GET', path: `${new URL(sameUrl).pathname}/${s}` })),
            }
          : { url: sameUrl };
        pinForLoad([loader.pid], [server.process.pid, ceiling.pid]);
        for (const connections of CONNECTIONS) {
          const run = await measure({
            cannon: loader.run,
            target: { url: ep.perSlug ? server.url : `${server.url}${path}`, requests, headers },
            ceilings: { hello: ceiling.url, same },
            connections,
            rss: () => server.rssBytes(),
          });
          rssLoadPeak = Math.max(rssLoadPeak, run.rssPeakMb ?? 0);
          entry.runs[connections] = run;
          log(
            `  ${kind.padEnd(8)} ${ep.name.padEnd(24)} c=${String(connections).padStart(3)}  ` +
              `${String(run.rps).padStart(6)} req/s (${run.ratio.toFixed(2)} × hello ${run.ceiling.rps}, ` +
              `${run.sameRatio.toFixed(2)} × same bytes ${run.sameBytes.rps})  ` +
              `p50 ${run.p50} ms  p99 ${run.p99} ms (same bytes ${run.sameBytes.p99}, hello ${run.ceiling.p99})` +
              (run.non2xx || run.errors ? `  (${run.non2xx} non-2xx, ${run.errors} errors)` : ''),
          );
        }
        unpin();
        entry.serverLog = problemLines(server.output().slice(logBefore));
        result.endpoints[ep.name] = entry;
      }
      result.rssUnderLoadMb = rssLoadPeak;
    } finally {
      await server.stop({ keepData: true });
      live.delete(server.process);
    }

    // Cold starts on the seeded data: process start to the first 200 from /api/health, after a few
    // seconds for the machine to settle from the load runs (the starts measured right after them
    // were 100-150 ms slower than the same starts on a quiet machine).
    await sleep(5_000);
    const starts = [];
    for (let i = 0; i < STARTS; i++) {
      server = await startServer({ env, dataDir, pollMs: 5 });
      live.add(server.process);
      starts.push(Math.round(server.healthyAfterMs));
      await server.stop({ keepData: true });
      live.delete(server.process);
    }
    result.coldStartsMs = starts;
    result.coldStartMedianMs = median(starts);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (schema) await pgQuery(`drop schema ${schema} cascade`).catch(() => {});
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Budgets and report

function judge(results, bundle) {
  const checks = [];
  const check = (name, value, limit, ok) => checks.push({ name, value, limit, ok });
  const sqlite = results.sqlite;
  for (const r of Object.values(results))
    for (const [name, ep] of Object.entries(r.endpoints))
      if (ep.serverLog?.count)
        check(
          `${name} (${r.database}): no warning or error in the server log under load`,
          `${ep.serverLog.count} lines, first: ${ep.serverLog.first}`,
          'none',
          false,
        );
  for (const r of Object.values(results))
    for (const [name, ep] of Object.entries(r.endpoints)) {
      if (ep.skipped || ep.kind === 'admin') continue;
      for (const [c, run] of Object.entries(ep.runs))
        check(
          `${name} c=${c} (${r.database}): req/s vs a bare Fastify sending the same bytes`,
          `${(run.sameRatio * 100).toFixed(0)}%`,
          `≥ ${BUDGETS.sameBytesRatio * 100}%`,
          run.sameRatio >= BUDGETS.sameBytesRatio,
        );
    }
  for (const [name, ep] of Object.entries(sqlite.endpoints)) {
    if (ep.skipped) continue;
    for (const [c, run] of Object.entries(ep.runs)) {
      if (run.non2xx || run.errors)
        check(
          `${name} c=${c}: every answer 2xx`,
          `${run.non2xx} non-2xx, ${run.errors} errors`,
          'none',
          false,
        );
    }
    if (ep.kind === 'page') {
      const run = ep.runs[100];
      const pct = (x) => `${(x * 100).toFixed(0)}%`;
      check(
        `${name}: shows the seeded content`,
        ep.missing.length ? `missing: ${ep.missing.join(', ')}` : 'yes',
        'yes',
        ep.missing.length === 0,
      );
      check(
        `${name} c=100: req/s vs a bare Fastify's hello world`,
        `${pct(run.ratio)} (vs the same bytes from a bare Fastify ${pct(run.sameRatio)}; they reach ${pct(run.sameVsHello)} of hello world)`,
        `≥ ${BUDGETS.pageCeilingRatio * 100}%`,
        run.ratio >= BUDGETS.pageCeilingRatio,
      );
      check(
        `${name} c=100: p99`,
        `${run.p99} ms (same bytes ${run.sameBytes.p99}, hello ${run.ceiling.p99})`,
        `< ${BUDGETS.pageP99Ms} ms`,
        run.p99 < BUDGETS.pageP99Ms,
      );
      check(`${name}: 304 on matching ETag`, ep.conditional304 ? 'yes' : 'no', 'yes', ep.conditional304);
    } else if (ep.kind === 'public') {
      for (const c of CONNECTIONS) {
        const { ratio, sameRatio, sameVsHello } = ep.runs[c];
        const pct = (x) => `${(x * 100).toFixed(0)}%`;
        check(
          `${name} c=${c}: req/s vs a bare Fastify's hello world`,
          `${pct(ratio)} (vs the same bytes from a bare Fastify ${pct(sameRatio)}; they reach ${pct(sameVsHello)} of hello world)`,
          `≥ ${BUDGETS.publicCeilingRatio * 100}%`,
          ratio >= BUDGETS.publicCeilingRatio,
        );
      }
      check(
        `${name} c=100: p99`,
        `${ep.runs[100].p99} ms (same bytes ${ep.runs[100].sameBytes.p99}, hello ${ep.runs[100].ceiling.p99})`,
        `< ${BUDGETS.publicP99Ms} ms`,
        ep.runs[100].p99 < BUDGETS.publicP99Ms,
      );
      check(`${name}: 304 on matching ETag`, ep.conditional304 ? 'yes' : 'no', 'yes', ep.conditional304);
    } else {
      check(
        `${name} c=10: p99`,
        `${ep.runs[10].p99} ms (same bytes ${ep.runs[10].sameBytes.p99}, hello ${ep.runs[10].ceiling.p99})`,
        `< ${BUDGETS.adminP99Ms} ms`,
        ep.runs[10].p99 < BUDGETS.adminP99Ms,
      );
    }
  }
  check(
    'admin list without content',
    sqlite.adminList.withoutContent
      ? `yes (${sqlite.adminList.posts} posts, ${(sqlite.adminList.bytes / 1024).toFixed(0)} KB)`
      : 'no',
    'yes',
    sqlite.adminList.withoutContent,
  );
  check(
    'cold start to healthy (SQLite, median)',
    `${sqlite.coldStartMedianMs} ms`,
    `< ${BUDGETS.coldStartMs} ms`,
    sqlite.coldStartMedianMs < BUDGETS.coldStartMs,
  );
  for (const r of Object.values(results))
    check(
      `idle RSS (${r.database}, seeded, after ${IDLE_QUIET_S} s quiet)`,
      `${r.rssIdleMb} MB (${r.rssAfterSeedMb} MB 1 s after seeding)`,
      `< ${BUDGETS.idleRssMb} MB`,
      r.rssIdleMb < BUDGETS.idleRssMb,
    );
  if (bundle.problem) {
    check('admin bundle measured', bundle.problem, 'a build', false);
    return checks;
  }
  const entry = bundle.entry.jsGzip + bundle.entry.cssGzip;
  check(
    'admin entry JS+CSS gzip',
    `${(entry / 1024).toFixed(1)} KB`,
    `< ${BUDGETS.entryGzipBytes / 1024} KB`,
    entry < BUDGETS.entryGzipBytes,
  );
  const wire = sqlite.adminEntryWire;
  if (wire)
    check(
      'admin entry on the wire (index.html + entry JS and CSS, Accept-Encoding: br)',
      `${(wire.bytes / 1024).toFixed(1)} KB (${wire.encodings.join(', ')})`,
      `< ${BUDGETS.entryWireBytes / 1024} KB`,
      wire.bytes < BUDGETS.entryWireBytes,
    );
  check(
    'rich-text editor (Quill) not in the entry',
    bundle.quillInEntry ? 'in entry' : bundle.quillInLazy ? 'lazy chunk' : 'not found',
    'lazy chunk',
    !bundle.quillInEntry && bundle.quillInLazy,
  );
  check(
    'each screen its own lazy chunk',
    `${bundle.screens.lazy}/${bundle.screens.pages}`,
    'all',
    bundle.screens.lazy === bundle.screens.pages && bundle.screens.pages > 0,
  );
  return checks;
}

function markdown(report) {
  const lines = [];
  const { machine } = report;
  lines.push(
    `Run ${report.date} (${report.quick ? 'quick' : 'full'}: per figure ${report.rounds} rounds of ${SLICE_S} s slices of the endpoint, the same bytes from a bare Fastify and hello world, after ${WARMUP_S} s warm-up) on ${machine.cpus} × ${machine.cpuModel}, ` +
      `Node ${machine.node}, Fastify ${report.fastify}, autocannon ${report.autocannon}, requests with Accept-Encoding: ${report.acceptEncoding ?? 'none'}; ${machine.pinning}; load average ${machine.loadBefore.join(' / ')} before, ${machine.loadAfter.join(' / ')} after.`,
    '',
    '| endpoint | db | conns | req/s | hello req/s | × hello | same bytes req/s | × same | p50 ms | p99 ms | hello p99 | same p99 | bytes |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const [db, r] of Object.entries(report.databases))
    for (const [name, ep] of Object.entries(r.endpoints)) {
      if (ep.skipped) {
        lines.push(`| ${name} | ${db} | | ${ep.skipped} | | | | | | | | | |`);
        continue;
      }
      for (const c of CONNECTIONS) {
        const run = ep.runs[c];
        lines.push(
          `| ${name}${ep.kind === 'admin' ? ' (token)' : ep.kind === 'page' ? ' (page)' : ''} | ${db} | ${c} | ${run.rps} | ${run.ceiling.rps} | ` +
            `${run.ratio.toFixed(2)} | ${run.sameBytes.rps} | ${run.sameRatio.toFixed(2)} | ${run.p50} | ${run.p99} | ` +
            `${run.ceiling.p99} | ${run.sameBytes.p99} | ${run.bytesPerResponse} |`,
        );
      }
    }
  lines.push(
    '',
    `| figure | ${Object.keys(report.databases).join(' | ')} |`,
    '|---|' +
      Object.keys(report.databases)
        .map(() => '---:')
        .join('|') +
      '|',
  );
  const row = (label, f) =>
    lines.push(`| ${label} | ${Object.values(report.databases).map(f).join(' | ')} |`);
  row('cold start to healthy, median ms', (r) => `${r.coldStartMedianMs} (${r.coldStartsMs.join(', ')})`);
  row('first start (fresh, migrations) ms', (r) => r.firstStartMs);
  row(
    `RSS at start / 1 s after seeding / idle after ${IDLE_QUIET_S} s (private part) / peak under load MB`,
    (r) =>
      `${r.rssAtStartMb} / ${r.rssAfterSeedMb} / ${r.rssIdleMb} (${r.rssIdleAnonMb}) / ${r.rssUnderLoadMb}`,
  );
  row('seeding through the API, s', (r) => r.seedSeconds);
  const b = report.bundle;
  if (b.problem) lines.push('', `Admin bundle not measured: ${b.problem}.`);
  else
    lines.push(
      '',
      `Admin bundle (gzip): entry JS ${(b.entry.jsGzip / 1024).toFixed(1)} KB + CSS ${(b.entry.cssGzip / 1024).toFixed(1)} KB; ` +
        `lazy JS ${(b.lazy.jsGzip / 1024).toFixed(1)} KB in ${b.lazy.chunks} chunks + CSS ${(b.lazy.cssGzip / 1024).toFixed(1)} KB; ` +
        `Quill ${b.quillInEntry ? 'IN THE ENTRY' : 'in a lazy chunk'}; ${b.screens.lazy}/${b.screens.pages} screens lazy.`,
    );
  lines.push(
    '',
    '| budget | value | limit | |',
    '|---|---:|---:|---|',
    ...report.checks.map((c) => `| ${c.name} | ${c.value} | ${c.limit} | ${c.ok ? 'ok' : '**MISSED**'} |`),
  );
  const notes = [...new Set(Object.values(report.databases).flatMap((r) => r.notes))];
  if (notes.length) lines.push('', ...notes.map((n) => `- ${n}`));
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const requireApi = createRequire(join(root, 'packages/api/package.json'));
  const requireBench = createRequire(import.meta.url);
  const fastifyApi = requireApi('fastify/package.json').version;
  const fastifyHello = requireBench('fastify/package.json').version;
  if (fastifyApi !== fastifyHello)
    throw new Error(`ceiling Fastify ${fastifyHello} is not the API's ${fastifyApi}`);

  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.versions.node,
    loadBefore: loadavg().map((x) => x.toFixed(2)),
    pinning: PINNING
      ? 'under load the load generator runs on CPU 0 and the servers on CPU 1'
      : 'no CPU pinning (one core, or no taskset)',
  };
  log(
    `Land Office benchmark (${quick ? 'quick' : 'full'}) on Node ${machine.node}, ${machine.cpus} cores, load average ${machine.loadBefore.join(' ')}`,
  );
  const buildProblem = ensureBuilt();
  if (buildProblem) log(`Admin bundle not measured: ${buildProblem}`);
  const bundle = buildProblem ? { problem: buildProblem } : analyseBundle(join(root, 'packages/web/dist'));

  const databases = ['sqlite'];
  if (!sqliteOnly) {
    if (await postgresAnswers(PG_URL)) databases.push('postgres');
    else log('PostgreSQL does not answer: SQLite only.');
  }

  const profiles = await profileSite();
  const ceiling = await ceilingServer();
  const loader = await loadGenerator();
  const results = {};
  try {
    for (const db of databases) {
      log(`${db}: start, seed, load (each figure interleaved with its two ceilings)…`);
      results[db] = await benchDatabase(db, { profiles, ceiling, loader, entryFiles: bundle.entry?.files });
    }
  } finally {
    loader.stop();
    ceiling.stop();
    await profiles.close();
  }

  machine.loadAfter = loadavg().map((x) => x.toFixed(2));
  const report = {
    date: new Date().toISOString(),
    quick,
    acceptEncoding: ACCEPT['accept-encoding'] ?? null,
    rounds: ROUNDS,
    sliceSeconds: SLICE_S,
    warmupSeconds: WARMUP_S,
    machine,
    fastify: fastifyApi,
    autocannon: requireBench('autocannon/package.json').version,
    seed: SEED,
    budgets: BUDGETS,
    databases: results,
    bundle,
  };
  report.checks = judge(results, bundle);
  report.ok = report.checks.every((c) => c.ok);
  report.totalSeconds = Math.round((performance.now() - started) / 1000);

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeFileSync(join(root, 'bench/results/latest.md'), md);
  log('');
  log(md);
  log(
    `${report.ok ? 'All budgets met' : 'BUDGET MISSED'} (${report.totalSeconds} s); bench/results/latest.{json,md} written.`,
  );
  process.exitCode = report.ok ? 0 : 1;
}

/** Ends a bench: its children killed, the error printed, exit code 2. */
export function fail(err) {
  for (const child of live) child.kill('SIGKILL');
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(2);
}

// Run as `npm run bench`; bench/scale.mjs imports the pieces above.
if (process.argv[1] === fileURLToPath(import.meta.url)) main().catch(fail);
