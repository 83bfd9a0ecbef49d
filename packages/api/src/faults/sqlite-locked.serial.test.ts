import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken } from '../modules/auth/repository.js';
import { startTestApp, TEST_ADMIN } from '../test/app.js';

/** The reproduction: another process holds the write lock 8 s; writes wait 5 s (the default). */
const HOLD_MS = 8_000;
const DEADLINE_MS = 5_000;

/** Another OS process: opens the same file, takes the write lock, writes a row, holds, commits. */
const HOLDER = `
const Database = require(process.argv[1]);
const db = new Database(process.argv[2]);
db.exec('BEGIN EXCLUSIVE');
db.prepare("insert into activity_log (at, action, resource, summary) values (?, 'save', 'other', 'other process')")
  .run(new Date().toISOString());
console.log('locked');
setTimeout(() => { db.exec('COMMIT'); db.close(); console.log('released'); }, Number(process.argv[3]));
`;

const logLines: string[] = [];
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp(
    'sqlite',
    { LOG_LEVEL: 'info', DB_BUSY_DEADLINE_MS: String(DEADLINE_MS) },
    { logStream: { write: (l) => logLines.push(l) } },
  );
});
afterAll(async () => t?.stop());

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? Number.NaN;

it('keeps answering reads while another process holds the write lock (none waits for it); writes answer 503 after the deadline or succeed once it is gone, and none is lost', async () => {
  const authorization = await t.auth();
  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = authorization) =>
    t.app.inject({ method, url, payload, headers: { authorization: as } });
  for (let i = 0; i < 3; i++)
    await call('POST', '/api/menu/admin', { label: `Seed ${i}`, url: `/seed-${i}` });
  for (let i = 0; i < 20; i++) await Promise.all([call('GET', '/api/menu'), call('GET', '/api/menu/admin')]);
  // A second sign-in, last used two minutes ago: its reads are due to move the session's expiry,
  // a write that cannot be made while the file is locked, and that must not fail the read.
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
  });
  const idle = `Bearer ${login.json().token}`;
  await t.app.db
    .updateTable('sessions')
    .set({ last_used_at: new Date(Date.now() - 120_000).toISOString() })
    .where('token_hash', '=', hashToken(login.json().token))
    .execute();

  const holder = spawn(process.execPath, [
    '-e',
    HOLDER,
    createRequire(import.meta.url).resolve('better-sqlite3'),
    join(t.config.dataDir, 'land-office.sqlite'),
    String(HOLD_MS),
  ]);
  const said = (word: string) =>
    new Promise<void>((resolve) => holder.stdout.on('data', (b) => String(b).includes(word) && resolve()));
  const exited = once(holder, 'exit');
  const released = said('released');
  await said('locked');
  const lockedAt = performance.now();
  let holding = true;
  void released.then(() => {
    holding = false;
  });

  const reads: Array<{ ms: number; status: number }> = [];
  // A client sending a read every `everyMs`: each read's time counts from when it was due, so an event
  // loop blocked between two reads shows in the figures too, as a client would see it.
  const reader = async (url: string, everyMs = 10, as = authorization) => {
    for (let due = performance.now(); holding; due += everyMs) {
      await sleep(Math.max(0, due - performance.now()));
      const res = await call('GET', url, undefined, as);
      reads.push({ ms: performance.now() - due, status: res.statusCode });
    }
  };
  const writes: Array<
    Promise<{ label: string; sentAt: number; doneAt: number; status: number; retryAfter: unknown }>
  > = [];
  const writer = async () => {
    for (let i = 0; holding; i++) {
      const label = `Written ${i}`;
      const sentAt = performance.now();
      writes.push(
        call('POST', '/api/menu/admin', { label, url: `/w-${i}` }).then((res) => ({
          label,
          sentAt,
          doneAt: performance.now(),
          status: res.statusCode,
          retryAfter: res.headers['retry-after'],
        })),
      );
      await sleep(250);
    }
  };
  await Promise.all([
    reader('/api/menu'),
    reader('/api/menu/admin'),
    reader('/api/admin/auth/me'),
    reader('/api/admin/auth/me', 100, idle),
    writer(),
  ]);
  await exited;
  const done = await Promise.all(writes);

  const ms = reads.map((r) => r.ms);
  const refused = done.filter((w) => w.status === 503);
  const saved = done.filter((w) => w.status === 200);
  const spans = (ws: typeof done) => ws.map((w) => Math.round(w.doneAt - w.sentAt));
  console.log(
    `${reads.length} reads while locked: p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, ` +
      `max ${Math.max(...ms).toFixed(1)} ms; writes: ${refused.length} × 503 after ${Math.min(...spans(refused))}–` +
      `${Math.max(...spans(refused))} ms, ${saved.length} × 200 once released`,
  );
  expect(reads.filter((r) => r.status !== 200)).toEqual([]);
  // A read that waited for the lock would take the whole hold; the figures above are for the
  // bench's eye, this bound only says that none waited (a loaded machine still passes it).
  expect(Math.max(...ms)).toBeLessThan(HOLD_MS / 4);

  expect(refused.length + saved.length).toBe(done.length);
  expect(refused.length).toBeGreaterThan(0);
  expect(saved.length).toBeGreaterThan(0);
  for (const w of refused) {
    expect(w.doneAt - w.sentAt).toBeGreaterThanOrEqual(DEADLINE_MS);
    expect(w.retryAfter).toBe('5');
  }
  // A write that succeeded did so once the other process had committed, not before.
  for (const w of saved) expect(w.doneAt).toBeGreaterThan(lockedAt + HOLD_MS - 100);

  // Nothing acknowledged is lost, nothing refused was half-written, the other process's row stays.
  const labels = ((await call('GET', '/api/menu/admin')).json() as Array<{ label: string }>).map(
    (m) => m.label,
  );
  expect(labels.filter((l) => l.startsWith('Written')).sort()).toEqual(saved.map((w) => w.label).sort());
  const other = await t.app.db
    .selectFrom('activity_log')
    .select('id')
    .where('resource', '=', 'other')
    .execute();
  expect(other).toHaveLength(1);
  const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.app.db);
  expect(check.rows).toEqual([{ integrity_check: 'ok' }]);

  // The operator sees one warning when the lock starts hurting writes, one line when it ends.
  const busyLines = logLines
    .map((l) => JSON.parse(l) as { level: number; msg: string })
    .filter((l) => l.msg.startsWith('database busy'))
    .map((l) => `${l.level} ${l.msg}`);
  expect(busyLines).toEqual(['40 database busy: database is locked', '30 database busy: recovered']);
}, 30_000);
