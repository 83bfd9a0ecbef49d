import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../../scripts/server-process.mjs';
import { TEST_DATABASE_URL, withPgClient } from '../test/postgres.js';
import { retryUntil } from '../test/retry-until.js';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';
import { type Receiver, startReceiver } from '../test/webhook-receiver.js';

interface Delivery {
  message_id: string;
  state: string;
  attempts: unknown[];
}

// Issue "Listings" §3: deliveries are a queue in the database; a kill -9 loses none.
describe.each(['sqlite', 'postgres'] as const)(
  'webhooks across a kill -9 while the receiver is down [%s]',
  (dialect) => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const ENV = {
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      ...(dialect === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    };
    let server: ServerProcess | undefined;
    let receiver: Receiver | undefined;
    let dataDir: string | undefined;
    beforeAll(async () => {
      buildApi();
      if (dialect === 'postgres' && inject('postgres'))
        await withPgClient((c) => c.query(`create schema ${schema}`));
    }, 60_000);
    afterAll(async () => {
      await server?.kill('SIGKILL');
      await receiver?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (dialect === 'postgres' && inject('postgres'))
        await withPgClient((c) => c.query(`drop schema if exists ${schema} cascade`));
    });

    it('delivers every event after the restart, each under one webhook-id', async ({ skip }) => {
      if (dialect === 'postgres' && !inject('postgres')) skip('no PostgreSQL answers');
      const port = (await freePort()) as number;
      server = await startTestServer({ env: ENV });
      dataDir = server.dataDir;
      const auth = await signIn(server.url);
      const call = async (s: ServerProcess, method: string, path: string, body?: unknown) => {
        const res = await fetch(`${s.url}${path}`, {
          method,
          headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(200);
        return res.json();
      };
      // Nothing listens on the port yet: every try fails to connect.
      const { webhook, secret } = await call(server, 'POST', '/api/admin/webhooks', {
        url: `http://127.0.0.1:${port}/hook`,
        events: ['blog.published'],
      });
      const publish = (slug: string) =>
        call(server as ServerProcess, 'POST', '/api/blog/admin', {
          title: slug,
          slug,
          content: '<p>x</p>',
          published: true,
        });
      const slugs = Array.from({ length: 12 }, (_, i) => `crash-${i}`);
      for (const slug of slugs.slice(0, 8)) await publish(slug);
      const deliveries = () =>
        call(server as ServerProcess, 'GET', `/api/admin/webhooks/${webhook.id}/deliveries?limit=100`).then(
          (page) => page.items as Delivery[],
        );
      const tried = await retryUntil(
        deliveries,
        (items) => items.length === 8 && items.every((d) => d.attempts.length > 0),
        10_000,
      );
      expect(tried.every((d) => d.state === 'pending')).toBe(true);
      // The last four are told, perhaps not yet queued, when the process dies.
      for (const slug of slugs.slice(8)) await publish(slug);
      await server.kill('SIGKILL');

      receiver = await startReceiver(undefined, port);
      server = await startTestServer({ env: ENV, dataDir });
      const got = await retryUntil(
        () => receiverSlugs(receiver as Receiver, secret),
        (seen) => seen.size === slugs.length,
        40_000,
        200,
      );
      expect([...got.keys()].sort()).toEqual([...slugs].sort());
      // Repeats may come (at least once), but never one event under two ids.
      for (const [slug, ids] of got) expect(ids.size, slug).toBe(1);
      const after = await call(server, 'GET', `/api/admin/webhooks/${webhook.id}/deliveries?limit=100`);
      expect(after.items).toHaveLength(slugs.length);
    }, 90_000);
  },
);

/** slug → the webhook-ids it came under, each request's signature checked. */
async function receiverSlugs(receiver: Receiver, secret: string) {
  const verifier = new StandardWebhook(secret);
  const seen = new Map<string, Set<string>>();
  for (const request of receiver.received) {
    const body = verifier.verify(request.body, request.headers as Record<string, string>) as {
      data: { post: { slug: string } };
    };
    const slug = body.data.post.slug;
    seen.set(slug, (seen.get(slug) ?? new Set()).add(request.id));
  }
  return seen;
}
