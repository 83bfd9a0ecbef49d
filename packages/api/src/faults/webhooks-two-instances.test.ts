import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { TEST_DATABASE_URL, withPgClient } from '../test/postgres.js';
import { retryUntil } from '../test/retry-until.js';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';
import { type Receiver, startReceiver } from '../test/webhook-receiver.js';

// Issue "Listings" §3: with several instances on one PostgreSQL, each delivery is sent by one.
describe.skipIf(!inject('postgres'))('webhooks from two server processes on one database [postgres]', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'land-office-hooks-'));
  let a: ServerProcess;
  let b: ServerProcess;
  let receiver: Receiver;
  let auth: string;

  beforeAll(async () => {
    buildApi();
    await withPgClient((c) => c.query(`create schema ${schema}`));
    const seed = createDb({ databaseUrl: TEST_DATABASE_URL, databaseSchema: schema, dataDir });
    await migrateToLatest(seed.db);
    await seed.db.destroy();
    const env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, WEBHOOK_RETRY_BASE_SECONDS: '1' };
    const start = () => startTestServer({ env, dataDir, timeoutMs: 90_000 });
    [a, b] = await Promise.all([start(), start()]);
    auth = await signIn(a.url);
    // A slow receiver, so that each instance is still sending when the other looks at the queue.
    receiver = await startReceiver(() => ({ status: 200, delayMs: 100 }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await receiver?.close();
    await withPgClient((c) => c.query(`drop schema if exists ${schema} cascade`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (server: ServerProcess, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, `${method} ${path}`).toBe(200);
    return res.json();
  };

  it('sends each delivery once, whichever instance queued it', async () => {
    const { webhook } = await call(a, 'POST', '/api/admin/webhooks', {
      url: receiver.url,
      events: ['blog.published'],
    });
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      const server = i % 2 ? a : b;
      writes.push(
        call(server, 'POST', '/api/blog/admin', {
          title: `Both ${i}`,
          slug: `both-${i}`,
          content: '<p>x</p>',
          published: true,
        }),
        call(server, 'POST', `/api/admin/webhooks/${webhook.id}/test`),
      );
    }
    await Promise.all(writes);
    const expected = 60;
    const page = async () =>
      (await call(a, 'GET', `/api/admin/webhooks/${webhook.id}/deliveries?limit=100`)).items as {
        message_id: string;
        state: string;
        attempts: unknown[];
      }[];
    const done = await retryUntil(
      page,
      (items) => items.length === expected && items.every((d) => d.state === 'succeeded'),
      30_000,
      200,
    );
    expect(done.filter((d) => d.state === 'succeeded')).toHaveLength(expected);
    // Give a late duplicate the time to arrive before counting.
    await new Promise((r) => setTimeout(r, 1_500));
    const perId = new Map<string, number>();
    for (const request of receiver.received) perId.set(request.id, (perId.get(request.id) ?? 0) + 1);
    expect(perId.size).toBe(expected);
    expect([...perId.entries()].filter(([, n]) => n > 1)).toEqual([]);
    expect(done.every((d) => d.attempts.length === 1)).toBe(true);
    expect(new Set(done.map((d) => d.message_id))).toEqual(new Set(perId.keys()));
  }, 90_000);
});
