// Admin write latency: the writes an editor makes (update a hero, save a 10 KB post, create and
// delete a hero, reorder ten menu items, save the site settings), one at a time, median per kind.
//
//   npm run bench:writes                       this build, SQLite and PostgreSQL
//   npm run bench:writes -- --baseline <dir>   and another checkout's build (its packages/api/dist),
//                                              rounds interleaved; exits 1 when a write's median
//                                              costs more than 1.5× the baseline's
//   --sqlite                                   SQLite only
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { postgresRun } from '../scripts/postgres.mjs';
import { buildApi, SERVER_MAIN, startServer } from '../scripts/server-process.mjs';

const args = process.argv.slice(2);
const baselineDir = args.includes('--baseline') ? resolve(args[args.indexOf('--baseline') + 1]) : undefined;
const sqliteOnly = args.includes('--sqlite');
const ROUNDS = 3;
const PER_ROUND = 150;
const BUDGET = 1.5;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { username: 'bench-admin', password: 'bench-password-123', email: 'bench@example.com' };
const log = (line = '') => process.stdout.write(`${line}\n`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const pgQuery = (sql) => postgresRun(PG_URL, sql);

/** One server of one build on one database, signed in, with what the writes act on. */
async function serve(main, kind) {
  const env = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email };
  let schema;
  if (kind === 'postgres') {
    schema = `bench_w_${process.pid}_${Date.now().toString(36)}`;
    await pgQuery(`create schema ${schema}`);
    Object.assign(env, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema });
  }
  const server = await startServer({
    env,
    main,
    dataDir: mkdtempSync(join(tmpdir(), 'land-office-writes-')),
  });
  const login = await fetch(`${server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const auth = `Bearer ${(await login.json()).token}`;
  const call = async (method, path, body) => {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const hero = { title: 'Bench', description: 'd', button_text: 'b', button_url: '/x' };
  const heroId = (await call('POST', '/hero/admin', hero)).hero.id;
  const paragraph = '<p>Waterfront parcels with full estate rights, sold and rented by the week. </p>';
  const content = (n) => paragraph.repeat(140).replace('Waterfront', `Waterfront ${n}`);
  const postId = (
    await call('POST', '/blog/admin', { title: 'Bench', slug: `bench-${Date.now()}`, content: content(0) })
  ).post.id;
  const menuIds = [];
  for (let i = 0; i < 10; i++)
    menuIds.push((await call('POST', '/menu/admin', { label: `M${i}`, url: `/m${i}` })).menu.id);
  let n = 0;
  const writes = {
    'update a hero': () => call('PUT', `/hero/admin/${heroId}`, { title: `Bench ${++n}` }),
    'save a 10 KB post': () => call('PUT', `/blog/admin/${postId}`, { content: content(++n) }),
    'create and delete a hero': async () => {
      const { id } = (await call('POST', '/hero/admin', hero)).hero;
      await call('DELETE', `/hero/admin/${id}`);
    },
    'reorder 10 menu items': () => {
      const shift = ++n % 10;
      return call('PUT', '/menu/admin/reorder', {
        menus: menuIds.map((id, i) => ({ id, order_pos: (i + shift) % 10 })),
      });
    },
    'save the site settings': () => call('PUT', '/site-settings/admin', { site_title: `Bench ${++n}` }),
  };
  return {
    writes,
    async stop() {
      await server.stop();
      if (schema) await pgQuery(`drop schema ${schema} cascade`);
    },
  };
}

/** One round: each kind of write, the builds taking turns write by write (the same moment's load for both). */
async function round(servers) {
  for (const name of Object.keys(servers[0].server.writes)) {
    for (const { server } of servers) for (let i = 0; i < 10; i++) await server.writes[name](); // warm
    for (let i = 0; i < PER_ROUND; i++)
      for (const s of servers) {
        const started = performance.now();
        await s.server.writes[name]();
        s.times[name] = [...(s.times[name] ?? []), performance.now() - started];
      }
  }
}

buildApi();
const builds = [['this build', SERVER_MAIN]];
if (baselineDir) builds.push(['baseline', join(baselineDir, 'packages/api/dist/main.js')]);
log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
let over = false;
for (const kind of sqliteOnly ? ['sqlite'] : ['sqlite', 'postgres']) {
  const servers = [];
  for (const [label, main] of builds) servers.push({ label, server: await serve(main, kind), times: {} });
  try {
    for (let r = 0; r < ROUNDS; r++) await round(servers);
  } finally {
    for (const s of servers) await s.server.stop();
  }
  log(`\n${kind}: median ms per write (${ROUNDS} × ${PER_ROUND})`);
  for (const name of Object.keys(servers[0].times)) {
    const [mine, base] = servers.map((s) => median(s.times[name]));
    const ratio = base ? mine / base : undefined;
    if (ratio && ratio > BUDGET) over = true;
    log(
      `  ${name.padEnd(26)} ${mine.toFixed(2).padStart(7)}${
        base ? `   baseline ${base.toFixed(2).padStart(7)}   × ${ratio.toFixed(2)}` : ''
      }`,
    );
  }
}
log(
  `load average at end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
if (over) {
  log(`\nA write costs more than ${BUDGET}× the baseline's.`);
  process.exitCode = 1;
}
