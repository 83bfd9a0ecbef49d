// `npm run bench:scale` (issue "Scale" §1): how the cost of Land Office's reads grows with its data.
// The real built server on SQLite and on PostgreSQL (a database of its own, created and dropped
// here), its data grown in place: 1,000 blog posts, then 10,000, then 100,000 (each with 1 to 20 KB
// of rich text), with 10 activity entries a post (1,000,000 at 100,000 posts) and half a listing a
// post (50,000). The rows go straight into the database in batches, as the app writes them
// (packages/api/dist: its database layer, its search text, its listing identity and results
// file), with the server stopped; its migrations ran at its first start. At each size: cold
// starts, idle RSS, the public and admin reads loaded with the same load generator and ceilings
// as `npm run bench` (bench/run.mjs), each read spread over many URLs (slugs, cursors at several
// depths, search words), `npm run backup` and the content export with their peak memory.
// Writes bench/results/scale.json and the chart bench/results/scale.svg (see docs/performance.md,
// "Scale"); exits 1 when a budget is missed.
//
//   npm run bench:scale                       1,000, 10,000 and 100,000 posts, both databases
//   npm run bench:scale -- --quick            1,000 and 10,000 posts, shorter load slices
//   npm run bench:scale -- --sqlite           SQLite only
//   npm run bench:scale -- --postgres         PostgreSQL only
//   npm run bench:scale -- --sizes=1000,5000  other sizes (grown in place, smallest first)
//   npm run bench:scale -- --seed-only        the seeding alone: its time and the database's size
//   BENCH_DATABASE_URL=postgres://… the PostgreSQL used (default: the tests' one); the bench
//   creates and drops its database `land_office_scale` there.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogType } from '@land-office/contract';
import { sql } from 'kysely';
import { postgresAnswers, postgresRun } from '../scripts/postgres.mjs';
import { buildApi, startServer } from '../scripts/server-process.mjs';
import {
  ADMIN,
  ceilingServer,
  fail,
  IDLE_QUIET_S,
  idleMemory,
  live,
  loadGenerator,
  mb,
  measure,
  median,
  PG_URL,
  pinForLoad,
  problemLines,
  procStatus,
  rawGet,
  signIn,
  sleep,
  unpin,
} from './run.mjs';
import { capital, random, richText, scrapedLands, words } from './seed.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const sqliteOnly = args.includes('--sqlite');
const postgresOnly = args.includes('--postgres');
const seedOnly = args.includes('--seed-only');
const SIZES = (
  args
    .find((a) => a.startsWith('--sizes='))
    ?.slice('--sizes='.length)
    .split(',')
    .map(Number) ?? (quick ? [1_000, 10_000] : [1_000, 10_000, 100_000])
).sort((a, b) => a - b);
if (!SIZES.length || SIZES.some((n) => !Number.isInteger(n) || n < 100))
  throw new Error('--sizes: whole numbers of posts, 100 or more, separated by commas');

/** One connection count: at 10 connections a read's latency is its own cost, not a queue's. */
const CONNECTIONS = 10;
const ACTIVITY_PER_POST = 10;
const LISTINGS_PER_POST = 0.5;
const COLD_STARTS = 3;
const PG_DATABASE = 'land_office_scale';

export const BUDGETS = {
  /** p99 at the largest size over p99 at the smallest, for each paged or keyed read. */
  p99Growth: 2,
  /** Idle RSS at the largest size over idle RSS at the smallest. */
  idleRssGrowth: 1.3,
  /** Peak RSS of `npm run backup` and of the server during an export, at the largest size. */
  streamingPeakMb: 200,
};

const log = (line = '') => process.stdout.write(`${line}\n`);
const api = (path) => import(join(root, 'packages/api/dist', path));

// ---------------------------------------------------------------------------------------------
// The data: deterministic, the same at every run; growing to a size adds the posts after the last.

/** Made-up words (two to four syllables), each in a few titles and excerpts: the searches' rare words. */
const SYLLABLES = 'ka lo ri ven tal mo sha dri pel qua nor bes zu fin gar hol'.split(' ');
const rareWord = (n) => {
  let word = '';
  for (let k = n + 17; k > 0; k = Math.floor(k / SYLLABLES.length)) word += SYLLABLES[k % SYLLABLES.length];
  return word;
};
const RARE_WORDS = 2_000;

/** A post's slug (its number names it, so the bench knows every slug without reading them). */
const slugOf = (i) => `post-${i}-${rareWord(i % RARE_WORDS)}`;
const isPublished = (i) => i % 20 !== 0;
const FIRST_POST_AT = Date.parse('2016-01-01T00:00:00.000Z');
const postTime = (i) => FIRST_POST_AT + i * 30 * 60_000;

/** Post number `i` (1-based) as the admin's create writes it. */
function postRow(i, authorId, withSearchText) {
  const rnd = random(i);
  const rare = () => rareWord(Math.floor(rnd() * RARE_WORDS));
  const at = new Date(postTime(i)).toISOString();
  return withSearchText(blogType, {
    title: `${capital(words(rnd, 4))} ${rare()} ${i}`,
    slug: slugOf(i),
    excerpt: `${capital(words(rnd, 20))} ${rare()} ${rare()}.`,
    content: richText(rnd, 1024 + Math.floor(rnd() * 19 * 1024)),
    image_url: `https://images.example.com/blog/${i}.jpg`,
    published: isPublished(i),
    author_id: authorId,
    created_at: at,
    updated_at: at,
    // The rest (schedule, search-engine fields, trash) keep their defaults, as a post saved without them.
  });
}

/** The log of a post's life and of the work around it: ten entries, as the app writes them. */
function activityRows(postId, i, admin) {
  const at = (s) => new Date(postTime(i) + s * 1000).toISOString();
  const entry = (s, resource, action, resourceId, summary) => ({
    at: at(s),
    admin_id: admin.id,
    username: admin.username,
    action,
    resource,
    resource_id: resourceId === null ? null : String(resourceId),
    summary,
    ip: '127.0.0.1',
  });
  return [
    entry(0, 'auth', 'login', admin.id, ''),
    entry(60, 'blog', 'create', postId, 'Changed: title, slug, excerpt, content, image_url, published'),
    entry(120, 'blog', 'update', postId, 'Changed: content'),
    entry(180, 'blog', 'update', postId, 'Changed: title, excerpt'),
    entry(240, 'menu', 'update', (i % 20) + 1, 'Changed: label, url'),
    entry(300, 'service', 'toggle', (i % 12) + 1, 'Changed: is_active'),
    entry(360, 'banner', 'reorder', null, ''),
    entry(420, 'land-scraper', 'run', i, 'acatech: found 500 lands (3 new, 0 back, 2 repriced, 1 gone)'),
    entry(480, 'blog', 'update', postId, 'Changed: published'),
    entry(540, 'auth', 'logout', admin.id, ''),
  ];
}

/** Rows of `rows` in statements of `per`. */
async function insertMany(trx, table, rows, per, returning) {
  const out = [];
  for (let i = 0; i < rows.length; i += per) {
    let q = trx.insertInto(table).values(rows.slice(i, i + per));
    if (returning) q = q.returning(returning);
    out.push(...(await q.execute()));
  }
  return out;
}

/**
 * Grows the database to `size` posts (and their activity and listings), straight into its tables,
 * one transaction per 2,000 posts; then ANALYZE (VACUUM ANALYZE on PostgreSQL), as autovacuum
 * would have done on an operator's database. Answers the rows written.
 */
async function grow(config, kind, from, size) {
  const { createDb } = await api('db/index.js');
  const { withSearchText } = await api('lib/search-text.js');
  const { listingIdentity, listingSearchText } = await api('modules/listings/identity.js');
  const { publishedLands } = await api('modules/listings/published.js');
  const { writeResults } = await api('modules/land-scraper/results-file.js');
  const { db } = createDb(config);
  try {
    const admin = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    const BATCH = 2_000;
    for (let first = from + 1; first <= size; first += BATCH) {
      const last = Math.min(size, first + BATCH - 1);
      await db.transaction().execute(async (trx) => {
        const posts = [];
        for (let i = first; i <= last; i++) posts.push(postRow(i, admin.id, withSearchText));
        const ids = await insertMany(trx, 'blog_posts', posts, 100, ['id']);
        const activity = ids.flatMap(({ id }, k) => activityRows(id, first + k, admin));
        await insertMany(trx, 'activity_log', activity, 500);
      });
    }

    // Listings: one good run of the land source listing them all, its results file written as the
    // scraper writes it.
    const listingsFrom = Math.round(from * LISTINGS_PER_POST);
    const listingsTo = Math.round(size * LISTINGS_PER_POST);
    const ranAt = new Date(postTime(size)).toISOString();
    const lands = scrapedLands(listingsTo).lands;
    await db.transaction().execute(async (trx) => {
      const run = await trx
        .insertInto('scrape_runs')
        .values({
          started_at: ranAt,
          finished_at: ranAt,
          source: 'acatech',
          count: listingsTo,
          duration_ms: 1000,
          error: null,
          trigger: 'manual',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('listings').set({ last_seen: ranAt, last_run_id: run.id }).execute();
      const fresh = lands.slice(listingsFrom).map((land, k) => ({
        source: 'acatech',
        identity: listingIdentity(land),
        name: land.name,
        region: land.region,
        size_m2: land.size_m2,
        price_ls: land.price_ls,
        period: land.period,
        rating: land.rating,
        url: land.url,
        search_text: listingSearchText(land),
        position: listingsFrom + k,
        status: 'active',
        missed_runs: 0,
        hidden: false,
        first_seen: ranAt,
        last_seen: ranAt,
        last_run_id: run.id,
        updated_at: ranAt,
      }));
      for (let i = 0; i < fresh.length; i += 500) {
        const added = await insertMany(trx, 'listings', fresh.slice(i, i + 500), 100, [
          'id',
          'price_ls',
          'period',
        ]);
        await insertMany(
          trx,
          'listing_prices',
          added.map((row) => ({
            listing_id: row.id,
            price_ls: row.price_ls,
            period: row.period,
            seen_at: ranAt,
          })),
          500,
        );
      }
    });
    await writeResults(config.dataDir, await publishedLands(db, ranAt));

    if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
    else {
      await sql`analyze`.execute(db);
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
    }
    return {
      posts: size,
      published: Array.from({ length: size }, (_, k) => k + 1).filter(isPublished).length,
      activity: size * ACTIVITY_PER_POST,
      listings: listingsTo,
    };
  } finally {
    await db.destroy();
  }
}

async function databaseBytes(kind, config) {
  if (kind === 'sqlite') return statSync(join(config.dataDir, 'land-office.sqlite')).size;
  const { createDb } = await api('db/index.js');
  const { db } = createDb(config);
  try {
    const { rows } = await sql`select pg_database_size(current_database()) as n`.execute(db);
    return Number(rows[0].n);
  } finally {
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// The reads, each over many URLs: a public read is cached per URL, so one URL would measure the
// cache alone; many make the server read the data once per URL, then the cache again.

const SEARCH_WORDS = (() => {
  const rare = [3, 17, 101, 555, 1234].map(rareWord);
  return ['harbour', 'meadow village', ...rare];
})();
const LAND_QUERIES = [
  'q=beach',
  'q=forest',
  'q=harbour+island',
  'sort=price',
  'sort=-size',
  'sort=newest',
  'min_size=8192',
  'max_price=5000',
  'period=week',
  'q=ocean&sort=price',
];
const CURSOR_DEPTHS = [1, 2, 3, 5, 8, 13, 21, 34];

/** The keys each read is spread over, read from the running server. */
async function readKeys(url, token, size) {
  const get = async (path, auth) => {
    const res = await fetch(`${url}${path}`, { headers: auth ? { authorization: token } : {} });
    if (!res.ok) throw new Error(`GET ${path} → ${res.status}: ${await res.text()}`);
    return res.json();
  };
  // Published posts across the whole range, old and new.
  const slugs = [];
  for (let k = 0; k < 200; k++) {
    let i = 1 + Math.floor((k * size) / 200);
    while (!isPublished(i)) i++;
    slugs.push(slugOf(i));
  }
  const cursors = [];
  let page = await get('/api/blog?limit=20');
  for (let depth = 1; depth <= Math.max(...CURSOR_DEPTHS) && page.next_cursor; depth++) {
    if (CURSOR_DEPTHS.includes(depth)) cursors.push(page.next_cursor);
    page = await get(`/api/blog?limit=20&cursor=${encodeURIComponent(page.next_cursor)}`);
  }
  const adminSearch = [];
  for (const word of SEARCH_WORDS) {
    const first = `/api/blog/admin?limit=20&q=${encodeURIComponent(word)}`;
    adminSearch.push(first);
    const { next_cursor } = await get(first, true);
    if (next_cursor) adminSearch.push(`${first}&cursor=${encodeURIComponent(next_cursor)}`);
  }
  const lands = [];
  for (const query of LAND_QUERIES) {
    const first = `/api/available-lands?limit=20&${query}`;
    lands.push(first);
    const { next_cursor } = await get(first);
    if (next_cursor) lands.push(`${first}&cursor=${encodeURIComponent(next_cursor)}`);
  }
  const { entries } = await get('/api/admin/activity?limit=20', true);
  const newest = entries[0]?.id ?? 1;
  const activityCount = size * ACTIVITY_PER_POST;
  const activity = ['/api/admin/activity?limit=20'];
  for (const f of [0.001, 0.01, 0.1, 0.3, 0.6, 0.9]) {
    const before = Math.max(2, newest - Math.floor(f * activityCount));
    activity.push(`/api/admin/activity?limit=20&before=${before}`);
    activity.push(`/api/admin/activity?limit=20&before=${before}&resource=menu`);
  }
  return { slugs, cursors, adminSearch, lands, activity };
}

/** `keyed`: a read whose p99 has a growth budget (a page or a record by key). */
const READS = [
  {
    name: 'post by slug',
    kind: 'public',
    keyed: true,
    paths: (k) => k.slugs.map((s) => `/api/blog/slug/${s}`),
  },
  { name: 'blog list, first page', kind: 'public', keyed: true, paths: () => ['/api/blog?limit=20'] },
  {
    name: 'blog list, by cursor',
    kind: 'public',
    keyed: true,
    paths: (k) => k.cursors.map((c) => `/api/blog?limit=20&cursor=${encodeURIComponent(c)}`),
  },
  { name: 'menu', kind: 'public', keyed: false, paths: () => ['/api/menu'] },
  { name: 'listing search', kind: 'public', keyed: true, paths: (k) => k.lands },
  { name: 'site /', kind: 'page', keyed: false, paths: () => ['/'] },
  {
    name: 'site /blog',
    kind: 'page',
    keyed: true,
    paths: (k) => ['/blog', ...k.cursors.map((c) => `/blog?cursor=${encodeURIComponent(c)}`)],
  },
  { name: 'site /blog/:slug', kind: 'page', keyed: true, paths: (k) => k.slugs.map((s) => `/blog/${s}`) },
  { name: 'admin blog search', kind: 'admin', keyed: true, paths: (k) => k.adminSearch },
  { name: 'admin activity', kind: 'admin', keyed: true, paths: (k) => k.activity },
  { name: 'admin dashboard', kind: 'admin', keyed: false, paths: () => ['/api/admin/dashboard'] },
];

// ---------------------------------------------------------------------------------------------
// Memory of a process: its peak (VmHWM), reset first where Linux allows it (clear_refs 5).

function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** `npm run backup` (its command-line entry, the build already done): time, peak RSS, archive size. */
async function backup(env, dataDir) {
  const out = join(dataDir, '..', `scale-backup-${process.pid}.tar.gz`);
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'packages/api/dist/cli/backup.js'), '--out', out], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, procStatus(child.pid, 'VmHWM') ?? 0);
  }, 10);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  live.delete(child);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run backup failed (${code}): ${output}`);
  const bytes = statSync(out).size;
  rmSync(out, { force: true });
  return { seconds: Math.round(seconds * 10) / 10, peakRssMb: mb(peak), archiveMb: mb(bytes) };
}

/**
 * The content export as the admin downloads it: time, bytes, and the server's peak RSS meanwhile,
 * beside its RSS just before (what the export itself added is the difference).
 */
async function exportContent(server, token) {
  const pid = server.process.pid;
  const beforeBytes = server.rssBytes();
  const reset = resetPeak(pid);
  let sampled = 0;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, server.rssBytes() ?? 0);
  }, 10);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/content/export`, { headers: { authorization: token } });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  if (!res.ok) throw new Error(`export answered ${res.status}`);
  const peak = reset ? (procStatus(pid, 'VmHWM') ?? sampled) : sampled;
  return {
    seconds: Math.round(seconds * 10) / 10,
    mb: mb(bytes),
    rssBeforeMb: mb(beforeBytes),
    peakRssMb: mb(peak),
    peakFrom: reset ? 'VmHWM' : 'sampled',
  };
}

// ---------------------------------------------------------------------------------------------
// One size of one database

/** An export's or a backup's figures in a line, or why it failed. */
const streamed = (x, size) =>
  x.error ? `failed (${x.error})` : `${x.seconds} s, ${x[size]} MB, peak RSS ${x.peakRssMb} MB`;

async function measureSize({ env, dataDir, size, ceiling, loader }) {
  const result = { loadavg: loadavg().map((x) => Math.round(x * 100) / 100), reads: {} };
  const starts = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const server = await startServer({ env, dataDir, pollMs: 5, timeoutMs: 120_000 });
    live.add(server.process);
    starts.push(Math.round(server.healthyAfterMs));
    await server.stop({ keepData: true });
    live.delete(server.process);
  }
  result.coldStartsMs = starts;
  result.coldStartMedianMs = median(starts);

  const server = await startServer({ env, dataDir, pollMs: 10, timeoutMs: 120_000 });
  live.add(server.process);
  try {
    const token = await signIn(server.url);
    const keys = await readKeys(server.url, token, size);
    // Every URL once (the first read of each fills the cache), then IDLE_QUIET_S seconds of quiet.
    const plan = READS.map((read) => ({ read, paths: read.paths(keys) }));
    for (const { read, paths } of plan)
      for (const path of paths) {
        const res = await fetch(`${server.url}${path}`, {
          headers: read.kind === 'admin' ? { authorization: token } : {},
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${read.name}: GET ${path} → ${res.status}`);
      }
    const idle = await idleMemory(server.process.pid);
    result.rssAfterReadsMb = idle.afterMb;
    result.rssIdleMb = idle.mb;
    result.rssIdleAnonMb = idle.anonMb;

    for (const [index, { read, paths }] of plan.entries()) {
      const headers = {
        'accept-encoding': 'gzip, deflate, br',
        ...(read.kind === 'admin' ? { authorization: token } : {}),
      };
      const logBefore = server.output().length;
      await sleep(300);
      const answer = await rawGet(`${server.url}${paths[0]}`, headers);
      const sameUrl = new URL(await ceiling.same(`scale-${index}`, answer));
      pinForLoad([loader.pid], [server.process.pid, ceiling.pid]);
      const figures = await measure({
        cannon: loader.run,
        target: { url: server.url, requests: paths.map((path) => ({ method: 'GET', path })), headers },
        ceilings: {
          hello: ceiling.url,
          same: {
            url: sameUrl.origin,
            requests: paths.map((_, k) => ({ method: 'GET', path: `${sameUrl.pathname}/${k}` })),
          },
        },
        connections: CONNECTIONS,
        rss: () => server.rssBytes(),
      });
      unpin();
      result.reads[read.name] = {
        kind: read.kind,
        keyed: read.keyed,
        urls: paths.length,
        rps: figures.rps,
        p50: figures.p50,
        p99: figures.p99,
        rssPeakMb: figures.rssPeakMb,
        bytesPerResponse: figures.bytesPerResponse,
        non2xx: figures.non2xx,
        errors: figures.errors,
        ratio: figures.ratio,
        sameP99: figures.sameBytes.p99,
        helloP99: figures.ceiling.p99,
        serverLog: problemLines(server.output().slice(logBefore)),
      };
      log(
        `    ${read.name.padEnd(22)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms ` +
          `(same bytes ${figures.sameBytes.p99}, hello ${figures.ceiling.p99})  RSS ${figures.rssPeakMb} MB` +
          (figures.non2xx || figures.errors ? `  (${figures.non2xx} non-2xx, ${figures.errors} errors)` : ''),
      );
    }
  } finally {
    await server.stop({ keepData: true });
    live.delete(server.process);
  }
  // The export from a server just started, as an operator's download at a quiet hour: its peak
  // is then what the export holds, not the cache the reads above filled (their idle RSS is above).
  const exporter = await startServer({ env, dataDir, pollMs: 10, timeoutMs: 120_000 });
  live.add(exporter.process);
  try {
    result.export = await exportContent(exporter, await signIn(exporter.url)).catch((err) => ({
      error: String(err.message ?? err),
    }));
  } finally {
    await exporter.stop({ keepData: true });
    live.delete(exporter.process);
  }
  result.backup = await backup(
    Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('DATABASE_'))),
    dataDir,
  ).catch((err) => ({ error: String(err.message ?? err) }));
  log(
    `    cold start ${result.coldStartMedianMs} ms (${starts.join(', ')}), RSS after the reads ${result.rssAfterReadsMb} MB, idle after ${IDLE_QUIET_S} s ${result.rssIdleMb} MB; ` +
      `export ${streamed(result.export, 'mb')}; backup ${streamed(result.backup, 'archiveMb')}`,
  );
  return result;
}

async function benchDatabase(kind, { ceiling, loader }) {
  const env = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email };
  const dataDir = mkdtempSync(join(tmpdir(), `land-office-scale-${kind}-`));
  const adminUrl = new URL(PG_URL);
  adminUrl.pathname = '/postgres';
  const dbUrl = new URL(PG_URL);
  dbUrl.pathname = `/${PG_DATABASE}`;
  if (kind === 'postgres') {
    await postgresRun(adminUrl.href, `drop database if exists ${PG_DATABASE} with (force)`);
    await postgresRun(adminUrl.href, `create database ${PG_DATABASE}`);
    env.DATABASE_URL = dbUrl.href;
  }
  const config = { databaseUrl: env.DATABASE_URL, dataDir };
  const result = { database: kind, sizes: {} };
  try {
    // The first start runs the migrations and makes the admin.
    const first = await startServer({ env, dataDir, timeoutMs: 120_000 });
    live.add(first.process);
    result.firstStartMs = Math.round(first.healthyAfterMs);
    await first.stop({ keepData: true });
    live.delete(first.process);

    let from = 0;
    for (const size of SIZES) {
      log(`  ${kind}: ${size.toLocaleString('en')} posts…`);
      const seededAt = performance.now();
      const seeded = await grow(config, kind, from, size);
      const seedSeconds = Math.round((performance.now() - seededAt) / 100) / 10;
      const databaseMb = mb(await databaseBytes(kind, config));
      log(
        `    seeded ${size - from} posts, ${(size - from) * ACTIVITY_PER_POST} activity entries, listings to ${seeded.listings} in ${seedSeconds} s (database ${databaseMb} MB)`,
      );
      from = size;
      if (seedOnly) {
        result.sizes[size] = { seeded, seedSeconds, databaseMb };
        continue;
      }
      result.sizes[size] = {
        seeded,
        seedSeconds,
        databaseMb,
        ...(await measureSize({ env, dataDir, size, ceiling, loader })),
      };
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres')
      await postgresRun(adminUrl.href, `drop database if exists ${PG_DATABASE} with (force)`).catch(() => {});
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Budgets, table and chart

function judge(databases) {
  const checks = [];
  const check = (name, value, limit, ok) => checks.push({ name, value, limit, ok });
  const small = SIZES[0];
  const large = SIZES.at(-1);
  const at = (n) => n.toLocaleString('en');
  for (const r of Object.values(databases)) {
    const [a, b] = [r.sizes[small], r.sizes[large]];
    for (const [size, s] of Object.entries(r.sizes))
      for (const [name, read] of Object.entries(s.reads)) {
        if (read.non2xx || read.errors)
          check(
            `${name} (${r.database}, ${at(Number(size))}): every answer 2xx`,
            `${read.non2xx} non-2xx, ${read.errors} errors`,
            'none',
            false,
          );
        if (read.serverLog.count)
          check(
            `${name} (${r.database}, ${at(Number(size))}): no warning in the server log`,
            `${read.serverLog.count} lines, first: ${read.serverLog.first}`,
            'none',
            false,
          );
      }
    if (SIZES.length > 1)
      for (const [name, read] of Object.entries(b.reads)) {
        if (!read.keyed) continue;
        const ratio = read.p99 / a.reads[name].p99;
        check(
          `${name} (${r.database}): p99 at ${at(large)} / at ${at(small)}`,
          `${read.p99} / ${a.reads[name].p99} ms = ${ratio.toFixed(2)}`,
          `≤ ${BUDGETS.p99Growth}`,
          ratio <= BUDGETS.p99Growth,
        );
      }
    const rss = b.rssIdleMb / a.rssIdleMb;
    check(
      `idle RSS after ${IDLE_QUIET_S} s quiet (${r.database}): at ${at(large)} / at ${at(small)}`,
      `${b.rssIdleMb} / ${a.rssIdleMb} MB = ${rss.toFixed(2)}`,
      `≤ ${BUDGETS.idleRssGrowth}`,
      rss <= BUDGETS.idleRssGrowth,
    );
    check(
      `npm run backup peak RSS (${r.database}, ${at(large)})`,
      b.backup.error ? `failed (${b.backup.error})` : `${b.backup.peakRssMb} MB`,
      `< ${BUDGETS.streamingPeakMb} MB`,
      !b.backup.error && b.backup.peakRssMb < BUDGETS.streamingPeakMb,
    );
    check(
      `export: server peak RSS (${r.database}, ${at(large)})`,
      b.export.error ? `failed (${b.export.error})` : `${b.export.peakRssMb} MB`,
      `< ${BUDGETS.streamingPeakMb} MB`,
      !b.export.error && b.export.peakRssMb < BUDGETS.streamingPeakMb,
    );
  }
  return checks;
}

function markdown(report) {
  const sizes = report.sizes;
  const head = sizes.map((n) => n.toLocaleString('en'));
  const lines = [
    `Run ${report.date} (${report.quick ? 'quick' : 'full'}) on ${report.machine.cpus} × ${report.machine.cpuModel}, Node ${report.machine.node}, ` +
      `${CONNECTIONS} connections; load average ${report.machine.loadBefore.join(' / ')} before, ${report.machine.loadAfter.join(' / ')} after; ${report.totalSeconds} s.`,
    '',
    `| read | db | p99 ms at ${head.join(' / ')} | peak RSS MB at ${head.join(' / ')} |`,
    '|---|---|---:|---:|',
  ];
  for (const [db, r] of Object.entries(report.databases))
    for (const name of READS.map((x) => x.name)) {
      const of = (f) => sizes.map((n) => f(r.sizes[n].reads[name])).join(' / ');
      lines.push(
        `| ${name}${READS.find((x) => x.name === name).keyed ? '' : ' (not keyed)'} | ${db} | ${of((x) => x.p99)} | ${of((x) => x.rssPeakMb)} |`,
      );
    }
  lines.push('', `| figure | db | at ${head.join(' / ')} |`, '|---|---|---:|');
  const rows = [
    ['seeding s (growth from the size before)', (s) => s.seedSeconds],
    ['database MB', (s) => s.databaseMb],
    ['cold start median ms', (s) => s.coldStartMedianMs],
    ['idle RSS MB', (s) => s.rssIdleMb],
    ['backup s', (s) => s.backup.seconds],
    ['backup peak RSS MB', (s) => s.backup.peakRssMb],
    ['export s', (s) => s.export.seconds],
    ['export MB', (s) => s.export.mb],
    ['export: server RSS before MB (just started)', (s) => s.export.rssBeforeMb],
    ['export: server peak RSS MB', (s) => s.export.peakRssMb],
    ['load average (1 min) when measured', (s) => s.loadavg[0]],
  ];
  for (const [db, r] of Object.entries(report.databases))
    for (const [label, f] of rows)
      lines.push(`| ${label} | ${db} | ${sizes.map((n) => f(r.sizes[n]) ?? 'failed').join(' / ')} |`);
  lines.push(
    '',
    '| budget | value | limit | |',
    '|---|---:|---:|---|',
    ...report.checks.map((c) => `| ${c.name} | ${c.value} | ${c.limit} | ${c.ok ? 'ok' : '**MISSED**'} |`),
  );
  return `${lines.join('\n')}\n`;
}

const COLOURS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#ff7f0e',
  '#393b79',
  '#637939',
];
const MEMORY_COLOURS = ['#000000', '#e6550d', '#31a354', '#756bb1'];
const escapeXml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Two log-log panels, p99 and RSS against posts, one line per series; a legend of the colours. */
function chartSvg(report) {
  const sizes = report.sizes;
  const dbs = Object.keys(report.databases);
  const dash = { sqlite: '', postgres: '6 4' };
  const p99Series = [];
  const rssSeries = [];
  READS.forEach((read, k) => {
    for (const db of dbs)
      p99Series.push({
        label: read.name,
        db,
        colour: COLOURS[k % COLOURS.length],
        points: sizes.map((n) => [n, report.databases[db].sizes[n].reads[read.name].p99]),
      });
  });
  const memory = [
    ['server, idle', (s) => s.rssIdleMb],
    ['server, peak under load', (s) => Math.max(...Object.values(s.reads).map((r) => r.rssPeakMb ?? 0))],
    ['server, peak during export', (s) => s.export.peakRssMb],
    ['npm run backup, peak', (s) => s.backup.peakRssMb],
  ];
  memory.forEach(([label, f], k) => {
    for (const db of dbs)
      rssSeries.push({
        label,
        db,
        colour: MEMORY_COLOURS[k],
        points: sizes.map((n) => [n, f(report.databases[db].sizes[n])]),
      });
  });
  const W = 1180;
  const H = 520;
  const top = 50;
  const bottom = H - 60;
  const panels = [
    { title: 'p99 latency (ms), 10 connections', series: p99Series, x0: 70, x1: 400 },
    { title: 'resident memory (MB)', series: rssSeries, x0: 490, x1: 820 },
  ];
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="20" y="24" font-size="15" font-weight="600">Land Office at scale: cost against blog posts (${escapeXml(dbs.map((d) => (d === 'sqlite' ? 'SQLite solid' : 'PostgreSQL dashed')).join(', '))}), load average ${report.machine.loadBefore[0]} at the start</text>`,
  ];
  const lx = (n, p) =>
    p.x0 +
    ((Math.log10(n) - Math.log10(sizes[0])) /
      Math.max(1e-9, Math.log10(sizes.at(-1)) - Math.log10(sizes[0]))) *
      (p.x1 - p.x0);
  for (const p of panels) {
    const values = p.series.flatMap((s) => s.points.map(([, v]) => v)).filter((v) => v > 0);
    const lo = Math.floor(Math.log10(Math.min(...values)));
    const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(...values))));
    const ly = (v) => bottom - ((Math.log10(Math.max(v, 10 ** lo)) - lo) / (hi - lo)) * (bottom - top);
    out.push(`<text x="${p.x0}" y="${top - 12}" font-weight="600">${escapeXml(p.title)}</text>`);
    out.push(
      `<rect x="${p.x0}" y="${top}" width="${p.x1 - p.x0}" height="${bottom - top}" fill="none" stroke="#999"/>`,
    );
    for (let e = lo; e <= hi; e++)
      for (const m of [1, 2, 5]) {
        const v = m * 10 ** e;
        if (v > 10 ** hi) continue;
        const y = ly(v);
        out.push(
          `<line x1="${p.x0}" x2="${p.x1}" y1="${y}" y2="${y}" stroke="${m === 1 ? '#ddd' : '#f0f0f0'}"/>`,
        );
        out.push(
          `<text x="${p.x0 - 6}" y="${y + 4}" text-anchor="end" fill="#555">${v >= 1 ? v : v.toFixed(-e)}</text>`,
        );
      }
    for (const n of sizes) {
      const x = lx(n, p);
      out.push(`<line x1="${x}" x2="${x}" y1="${top}" y2="${bottom}" stroke="#eee"/>`);
      out.push(
        `<text x="${x}" y="${bottom + 18}" text-anchor="middle" fill="#555">${n.toLocaleString('en')}</text>`,
      );
    }
    out.push(
      `<text x="${(p.x0 + p.x1) / 2}" y="${bottom + 38}" text-anchor="middle">blog posts (log)</text>`,
    );
    for (const s of p.series) {
      s.points = s.points.filter(([, v]) => typeof v === 'number' && v > 0);
      const d = s.points
        .map(([n, v], k) => `${k ? 'L' : 'M'}${lx(n, p).toFixed(1)},${ly(v).toFixed(1)}`)
        .join(' ');
      out.push(
        `<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="2"${dash[s.db] ? ` stroke-dasharray="${dash[s.db]}"` : ''}><title>${escapeXml(`${s.label} (${s.db}): ${s.points.map(([n, v]) => `${n}: ${v}`).join(', ')}`)}</title></path>`,
      );
      for (const [n, v] of s.points)
        out.push(`<circle cx="${lx(n, p).toFixed(1)}" cy="${ly(v).toFixed(1)}" r="2.5" fill="${s.colour}"/>`);
    }
  }
  const legend = (x, y0, title, items) => {
    out.push(`<text x="${x}" y="${y0}" font-weight="600">${escapeXml(title)}</text>`);
    items.forEach(([label, colour], k) => {
      const y = y0 + 18 + k * 18;
      out.push(
        `<line x1="${x}" x2="${x + 24}" y1="${y - 4}" y2="${y - 4}" stroke="${colour}" stroke-width="3"/>`,
      );
      out.push(`<text x="${x + 30}" y="${y}">${escapeXml(label)}</text>`);
    });
    return y0 + 18 + items.length * 18;
  };
  const y = legend(
    850,
    top,
    'reads (left panel)',
    READS.map((r, k) => [r.name, COLOURS[k % COLOURS.length]]),
  );
  legend(
    850,
    y + 16,
    'memory (right panel)',
    memory.map(([label], k) => [label, MEMORY_COLOURS[k]]),
  );
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.versions.node,
    loadBefore: loadavg().map((x) => x.toFixed(2)),
  };
  log(
    `Land Office at scale (${quick ? 'quick' : 'full'}): ${SIZES.join(', ')} posts; load average ${machine.loadBefore.join(' ')}`,
  );
  buildApi();
  const databases = postgresOnly ? [] : ['sqlite'];
  if (!sqliteOnly) {
    if (await postgresAnswers(PG_URL)) databases.push('postgres');
    else if (postgresOnly) throw new Error(`--postgres: PostgreSQL does not answer at ${PG_URL}`);
    else log('PostgreSQL does not answer: SQLite only.');
  }
  const ceiling = await ceilingServer();
  const loader = await loadGenerator();
  const results = {};
  try {
    for (const db of databases) results[db] = await benchDatabase(db, { ceiling, loader });
  } finally {
    loader.stop();
    ceiling.stop();
  }
  machine.loadAfter = loadavg().map((x) => x.toFixed(2));
  if (seedOnly) {
    log(
      `Seeded only (${Math.round((performance.now() - started) / 1000)} s); nothing measured, nothing written.`,
    );
    return;
  }
  const report = {
    date: new Date().toISOString(),
    quick,
    sizes: SIZES,
    connections: CONNECTIONS,
    perPost: { activity: ACTIVITY_PER_POST, listings: LISTINGS_PER_POST },
    machine,
    budgets: BUDGETS,
    databases: results,
  };
  report.checks = judge(results);
  report.ok = report.checks.every((c) => c.ok);
  report.totalSeconds = Math.round((performance.now() - started) / 1000);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/scale.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(root, 'bench/results/scale.svg'), chartSvg(report));
  log('');
  log(markdown(report));
  log(
    `${report.ok ? 'All budgets met' : 'BUDGET MISSED'} (${report.totalSeconds} s); bench/results/scale.{json,svg} written.`,
  );
  process.exitCode = report.ok ? 0 : 1;
}

main().catch(fail);
