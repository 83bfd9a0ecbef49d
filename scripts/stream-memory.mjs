// Peak memory of the content export and of `npm run backup` on a large site (a measurement, not a
// test: it asserts nothing). Seeds a temporary SQLite DATA_DIR (or, with `--postgres`, a schema of
// its own in PostgreSQL, dropped at the end) with POSTS posts of KB kB of text, starts the built
// server on it as `npm start` runs it, reads the whole export while noting the server's peak
// resident memory (VmHWM), then runs the backup command and notes its own peak (getrusage's maxRSS).
//
//   npm run build -w @land-office/api
//   node scripts/stream-memory.mjs [--posts 20000] [--kb 10] [--dist packages/api/dist]
//        [--postgres [--database-url postgres://…]] [--node=--trace-gc --log gc.txt] [--no-backup]
//
// `--dist` runs another build of the API (one built from an older commit, to compare). `--log`
// writes what the server printed (with `--node --trace-gc`, its collections) to a file.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { postgresRun } from './postgres.mjs';
import { startServer } from './server-process.mjs';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '20000' },
    kb: { type: 'string', default: '10' },
    dist: { type: 'string', default: 'packages/api/dist' },
    /** Node flags for both processes (e.g. --max-old-space-size=64, to see what is garbage). */
    node: { type: 'string', default: '' },
    /** The server's output to this file (its GC trace with `--node --trace-gc`). */
    log: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    'no-backup': { type: 'boolean', default: false },
  },
});
const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, values.dist);
// What `npm start` runs (start.js, the bundle), or an older build's boot.cjs or main.js.
const main = join(
  dist,
  ['start.js', 'boot.cjs', 'main.js'].find((f) => existsSync(join(dist, f))) ?? 'main.js',
);
const pgUrl = values['database-url'];
const schema = `stream_memory_${process.pid}`;
/** The server's database: the data directory's SQLite, or this run's PostgreSQL schema. */
const dbEnv = values.postgres ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema } : {};
const posts = Number(values.posts);
const size = Number(values.kb) * 1024;
const admin = { ADMIN_USERNAME: 'measure', ADMIN_PASSWORD: 'correct-horse-battery-staple' };
const nodeArgs = values.node.split(/\s+/).filter(Boolean);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const status = (pid, field) => {
  const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) * 1024 : 0;
};

/** Words in a varied order, so the text is as compressible as prose, not as one repeated line. */
function text(seed, length) {
  const words = ['parcel', 'harbour', 'the', 'sea', 'of', 'land', 'sunset', 'a', 'region', 'dock', 'island'];
  let x = seed || 1;
  let out = '<p>';
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += `${words[x % words.length]} `;
  }
  return `${out.slice(0, length)}</p>`;
}

/**
 * Text of the same words in SQL, for post `i` (an SQL expression): `length` characters of words
 * chosen by a hash of the post and the word's place.
 */
const textSql = (i, length) => `(
  select '<p>' || left(string_agg(
    (array['parcel', 'harbour', 'the', 'sea', 'of', 'land', 'sunset', 'a', 'region', 'dock', 'island'])
      [((((${i})::bigint * 7919 + g * 104729) * 2654435761) % 4294967296) / 65536 % 11 + 1],
    ' ' order by g), ${length}) || '</p>'
  from generate_series(1, ${Math.ceil(length / 4)}) g)`;

async function seedPostgres() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: pgUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const at = new Date().toISOString();
    // Posts in slices of 1,000, each slice one statement (the text made in the database).
    for (let from = 0; from < posts; from += 1000) {
      const to = Math.min(posts, from + 1000) - 1;
      await client.query(
        `insert into blog_posts (title, slug, content, published, noindex, created_at, updated_at)
         select 'Post ' || i, 'post-' || i, ${textSql('i', size)}, true, false, $1, $1
         from generate_series(${from}, ${to}) i`,
        [at],
      );
    }
    await client.query('vacuum analyze blog_posts');
    const { rows } = await client.query(
      `select pg_total_relation_size('blog_posts') as bytes, sum(length(content)) as chars from blog_posts`,
    );
    return { bytes: Number(rows[0].bytes), chars: Number(rows[0].chars) };
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'land-office-stream-memory-'));
if (values.postgres) await postgresRun(pgUrl, `create schema ${schema}`);
try {
  // The server makes the schema and the admin; the posts go in straight, in one transaction.
  const first = await startServer({ dataDir, env: { ...admin, ...dbEnv }, main });
  await first.kill();
  if (values.postgres) {
    const { bytes, chars } = await seedPostgres();
    console.log(
      `${posts} posts of ${values.kb} kB: PostgreSQL table ${mb(bytes)}, text ${mb(chars)} (${dist})`,
    );
  } else {
    const db = new SQLite(join(dataDir, 'land-office.sqlite'));
    const insert = db.prepare(
      'insert into blog_posts (title, slug, content, published, noindex, created_at, updated_at) values (?, ?, ?, 1, 0, ?, ?)',
    );
    const at = new Date().toISOString();
    db.transaction(() => {
      for (let i = 0; i < posts; i += 1) insert.run(`Post ${i}`, `post-${i}`, text(i + 1, size), at, at);
    })();
    db.close();
    const dbBytes = statSync(join(dataDir, 'land-office.sqlite')).size;
    console.log(`${posts} posts of ${values.kb} kB: database ${mb(dbBytes)} (${dist})`);
  }

  const server = await startServer({ dataDir, env: { ...admin, ...dbEnv }, main, nodeArgs });
  try {
    const pid = server.process.pid;
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
    });
    const { token } = await login.json();
    const before = { rss: status(pid, 'VmRSS'), hwm: status(pid, 'VmHWM') };
    // The peak from here on (as bench/scale.mjs measures it), not the start's.
    let reset = true;
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      reset = false;
    }
    const started = performance.now();
    const res = await fetch(`${server.url}/api/admin/content/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let bytes = 0;
    const peak = { rss: 0, anon: 0, file: 0 };
    for await (const chunk of res.body) {
      bytes += chunk.length;
      peak.rss = Math.max(peak.rss, status(pid, 'VmRSS'));
      peak.anon = Math.max(peak.anon, status(pid, 'RssAnon'));
      peak.file = Math.max(peak.file, status(pid, 'RssFile'));
    }
    const ms = performance.now() - started;
    console.log(
      `export: ${res.status}, ${mb(bytes)} in ${(ms / 1000).toFixed(1)} s; server RSS ${mb(before.rss)} before, ` +
        `peak during ${mb(peak.rss)} (anonymous ${mb(peak.anon)}, files ${mb(peak.file)}), ` +
        `VmHWM ${mb(before.hwm)} at start, ${reset ? `${mb(status(pid, 'VmHWM'))} during the export` : `→ ${mb(status(pid, 'VmHWM'))}`}`,
    );
  } finally {
    await server.kill();
    if (values.log) writeFileSync(values.log, server.output());
  }
  if (!values['no-backup']) await backup();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (values.postgres) await postgresRun(pgUrl, `drop schema if exists ${schema} cascade`);
}

async function backup() {
  // The backup command as `npm run backup` runs it (plain node), reporting its own peak as it exits.
  const out = join(dataDir, 'backup.tar.gz');
  const report =
    "process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))";
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      `--import=data:text/javascript,${encodeURIComponent(report)}`,
      join(dist, 'cli/backup.js'),
      '--out',
      out,
    ],
    { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...dbEnv }, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const sampled = { anon: 0, file: 0 };
  const sampling = setInterval(() => {
    try {
      sampled.anon = Math.max(sampled.anon, status(child.pid, 'RssAnon'));
      sampled.file = Math.max(sampled.file, status(child.pid, 'RssFile'));
    } catch {
      // gone
    }
  }, 20);
  const code = await new Promise((done) => child.once('exit', done));
  clearInterval(sampling);
  const maxrss = Number(/maxrss (\d+)/.exec(output)?.[1]) * 1024;
  console.log(
    `backup: exit ${code}, ${mb(statSync(out).size)} archive in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `peak RSS ${mb(maxrss)} (sampled: anonymous ${mb(sampled.anon)}, files ${mb(sampled.file)})`,
  );
  if (code !== 0) console.log(output);
}
