import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest';
import { transaction } from '../../db/transaction.js';
import { describeEachDb } from '../../test/app.js';
import { eventListing as listing } from '../../test/event-listing.js';
import { addUser, signInAs } from '../../test/users.js';
import { type Answer, type Receiver, startReceiver } from '../../test/webhook-receiver.js';
import { emitEvents } from '../events/outbox.js';
import { DISCORD_LIMITS, embedLength } from './discord-body.js';

const SECRET = 'in-world-secret-for-webhook-tests';
const MEMBER = '8c1d4f2a-9b7e-4c3d-a1f0-2e5b6c7d8e9f';
let now = Date.now();
const receivers: Receiver[] = [];

const receiver = async (answer?: (n: number) => Answer) => {
  const started = await startReceiver(answer);
  receivers.push(started);
  return started;
};

// Issue "Listings" §3: signed deliveries from the outbox, retried with backoff, batches together.
describeEachDb(
  'webhook deliveries',
  (t) => {
    beforeEach(() => {
      now = Date.now();
    });
    afterEach(async () => {
      await t.app.db.deleteFrom('webhooks').execute();
    });
    afterAll(async () => {
      await Promise.all(receivers.map((r) => r.close()));
    });
    /** Moves the app's clock on and lets the queue run. */
    const after = async (seconds: number) => {
      now += seconds * 1000;
      await t.app.webhooks.flush();
    };
    const endpoint = async (url: string, events: string[], format = 'standard') => {
      const res = await t.admin('POST', '/api/admin/webhooks', { url, events, format });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { webhook: { id: number }; secret: string };
    };
    const log = async (id: number) =>
      (await t.admin('GET', `/api/admin/webhooks/${id}/deliveries`)).json().items;
    const publish = (slug: string) =>
      t.admin('POST', '/api/blog/admin', { title: slug, slug, content: '<p>x</p>', published: true });

    it('signs each try with the same webhook-id; a receiver failing twice gets it on the third, after 1 s and 4 s', async () => {
      const hook = await receiver((n) => ({ status: n < 2 ? 500 : 200, body: n < 2 ? 'not yet' : 'ok' }));
      const { webhook, secret } = await endpoint(hook.url, ['blog.published']);
      expect((await publish('open-day')).statusCode).toBe(200);
      await t.app.webhooks.flush();
      expect(hook.received).toHaveLength(1);
      await after(0.9); // the first retry waits WEBHOOK_RETRY_BASE_SECONDS × 1
      expect(hook.received).toHaveLength(1);
      await after(0.2);
      expect(hook.received).toHaveLength(2);
      await after(3.9); // then × 4
      expect(hook.received).toHaveLength(2);
      await after(0.2);
      expect(hook.received).toHaveLength(3);
      await after(60);
      expect(hook.received).toHaveLength(3);

      const verifier = new StandardWebhook(secret);
      const ids = new Set(hook.received.map((r) => r.id));
      expect(ids.size).toBe(1);
      for (const request of hook.received) {
        expect(request.headers['content-type']).toBe('application/json');
        expect(verifier.verify(request.body, request.headers as Record<string, string>)).toMatchObject({
          type: 'blog.published',
          data: { post: { slug: 'open-day' }, by: 'save' },
          timestamp: expect.any(String),
        });
      }
      // Another secret, or a changed body, does not verify.
      const forged = hook.received[0] as (typeof hook.received)[number];
      expect(() => verifier.verify(`${forged.body} `, forged.headers as Record<string, string>)).toThrow();
      const [delivery] = await log(webhook.id);
      expect(delivery).toMatchObject({
        message_id: [...ids][0],
        event_type: 'blog.published',
        state: 'succeeded',
      });
      expect(
        delivery.attempts.map((a: { status_code: number; outcome: string }) => [a.status_code, a.outcome]),
      ).toEqual([
        [500, 'failed'],
        [500, 'failed'],
        [200, 'succeeded'],
      ]);
      expect(delivery.attempts[0].response_excerpt).toBe('not yet');
    });

    it('gives up after the sixth failed try (1, 4, 20, 120, 720 s apart)', async () => {
      const hook = await receiver(() => ({ status: 503 }));
      const { webhook } = await endpoint(hook.url, ['blog.published']);
      await publish('never-heard');
      await t.app.webhooks.flush();
      for (const wait of [1, 4, 20, 120, 720]) await after(wait);
      expect(hook.received).toHaveLength(6);
      await after(3_600);
      expect(hook.received).toHaveLength(6);
      const [delivery] = await log(webhook.id);
      expect(delivery).toMatchObject({ state: 'failed', next_attempt_at: null });
      expect(delivery.attempts).toHaveLength(6);
      const [listed] = (await t.admin('GET', '/api/admin/webhooks')).json();
      expect(listed).toMatchObject({
        enabled: true,
        consecutive_failures: 1,
        last_delivery: { state: 'failed' },
      });
    });

    it("sends a run's events as one delivery per endpoint, each with the events it is subscribed to", async () => {
      const standard = await receiver();
      const discord = await receiver((n) =>
        n === 0
          ? {
              status: 429,
              body: JSON.stringify({
                message: 'You are being rate limited.',
                retry_after: 2.5,
                global: false,
              }),
            }
          : { status: 204 },
      );
      const blogOnly = await receiver();
      const a = await endpoint(standard.url, ['listing.new']);
      const b = await endpoint(discord.url, ['listing.new', 'listing.price_changed'], 'discord');
      await endpoint(blogOnly.url, ['blog.published']);
      const at = new Date(now).toISOString();
      await transaction(t.app.db, (trx) =>
        emitEvents(
          trx,
          [
            ...Array.from({ length: 50 }, (_, i) => ({
              type: 'listing.new' as const,
              payload: { listing: listing(i + 1, { name: `${'Waterfront parcel '.repeat(20)}${i}` }) },
              batch: 'run:7',
            })),
            {
              type: 'listing.price_changed' as const,
              payload: {
                listing: listing(99),
                old: { price_ls: 3000, period: 'week' },
                new: { price_ls: 2500, period: 'week' },
              },
              batch: 'run:7',
            },
            { type: 'listing.gone' as const, payload: { listing: listing(100) }, batch: 'run:7' },
          ],
          at,
        ),
      );
      await t.app.webhooks.flush();

      expect(standard.received).toHaveLength(1);
      const [body] = standard.bodies<{ type: string; data: { batch: string; events: { type: string }[] } }>();
      expect(body?.type).toBe('batch');
      expect(body?.data.batch).toBe('run:7');
      expect(body?.data.events).toHaveLength(50);
      expect(new Set(body?.data.events.map((e) => e.type))).toEqual(new Set(['listing.new']));
      expect(blogOnly.received).toHaveLength(0);

      // Discord said 429 with retry_after 2.5 s: tried again then, not at the backoff's 1 s.
      expect(discord.received).toHaveLength(1);
      await after(2);
      expect(discord.received).toHaveLength(1);
      await after(0.6);
      expect(discord.received).toHaveLength(2);
      expect(new Set(discord.received.map((r) => r.id)).size).toBe(1);
      const [message] = discord.bodies<{ content: string; embeds: Parameters<typeof embedLength>[0][] }>();
      expect(message?.embeds.length).toBeLessThanOrEqual(DISCORD_LIMITS.embeds);
      expect(message?.embeds.reduce((sum, e) => sum + embedLength(e), 0)).toBeLessThanOrEqual(6000);
      expect(message?.content).toContain(`and ${51 - (message?.embeds.length ?? 0)} more…`);
      expect(message?.embeds[0]).toMatchObject({ url: 'https://lands.example/parcel/1' });
      const [delivery] = await log(b.webhook.id);
      expect(delivery.attempts.map((x: { outcome: string }) => x.outcome)).toEqual([
        'rate_limited',
        'succeeded',
      ]);
      expect((await log(a.webhook.id))[0]).toMatchObject({
        event_type: 'batch',
        event_count: 50,
        events: [{ type: 'listing.new', count: 50 }],
      });
      // The Discord endpoint hears two kinds: its log says which, and how many of each.
      expect(delivery.events).toEqual([
        { type: 'listing.new', count: 50 },
        { type: 'listing.price_changed', count: 1 },
      ]);
    });

    it('skips no event whose transaction commits after a later one (PostgreSQL)', async ({ skip }) => {
      if (t.dialect !== 'postgres') skip('SQLite has one writer: its events are seen in id order');
      const hook = await receiver();
      await endpoint(hook.url, ['blog.published']);
      const told = (slug: string) => ({
        type: 'blog.published' as const,
        payload: { post: { id: 1, title: slug, slug, publish_at: null }, by: 'save' },
      });
      const at = new Date(now).toISOString();
      let commit = () => {};
      let inserted = () => {};
      const insertedFirst = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      // The first event's transaction takes the smaller id and stays open…
      const first = t.app.db.transaction().execute(async (trx) => {
        await emitEvents(trx, [told('slow-writer')], at);
        inserted();
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
      });
      await insertedFirst;
      // …while a later one commits: a pass now must not move past the first.
      await transaction(t.app.db, (trx) => emitEvents(trx, [told('quick-writer')], at));
      await t.app.webhooks.flush();
      commit();
      await first;
      await t.app.webhooks.flush();
      const slugs = hook.bodies<{ data: { post: { slug: string } } }>().map((b) => b.data.post.slug);
      expect(slugs.sort()).toEqual(['quick-writer', 'slow-writer']);
    });

    it('tells support.status_changed when an in-world report changes a status, and only then', async () => {
      const hook = await receiver();
      await endpoint(hook.url, ['support.status_changed']);
      const stamp = new Date().toISOString();
      await t.app.db
        .insertInto('support_members')
        .values({
          uuid: MEMBER,
          name: 'Marisol Resident',
          languages: 'en',
          roles: 'sales',
          status: 'offline',
          is_active: true,
          profile_status: 'found',
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      const report = (status: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/support/status',
          payload: { uuid: MEMBER, status },
          headers: { 'x-inworld-secret': SECRET },
        });
      for (const status of ['online', 'online', 'offline', 'offline'])
        expect((await report(status)).statusCode).toBe(200);
      await t.app.webhooks.flush();
      const bodies = hook.bodies<{
        type: string;
        data: { member: { status: string; name: string }; previous: string };
      }>();
      expect(bodies.map((b) => [b.type, b.data.previous, b.data.member.status])).toEqual([
        ['support.status_changed', 'offline', 'online'],
        ['support.status_changed', 'online', 'offline'],
      ]);
      expect(bodies[0]?.data.member.name).toBe('Marisol Resident');
    });

    it('keeps the delivery log WEBHOOK_LOG_DAYS (10 here) after a delivery ended, and the outbox events sent', async () => {
      const hook = await receiver();
      const { webhook } = await endpoint(hook.url, ['blog.published']);
      await publish('kept-ten-days');
      await publish('kept-ten-days-too');
      await t.app.webhooks.flush();
      // Read from the tables: days on, the test's session has long ended.
      const rows = async () => ({
        deliveries: (
          await t.app.db
            .selectFrom('webhook_deliveries')
            .select('state')
            .where('webhook_id', '=', webhook.id)
            .execute()
        ).length,
        tries: (await t.app.db.selectFrom('webhook_attempts').select('id').execute()).length,
      });
      const events = async () => (await t.app.db.selectFrom('outbox_events').select('id').execute()).length;
      expect(await rows()).toEqual({ deliveries: 2, tries: 2 });
      const told = await events();
      expect(told).toBeGreaterThanOrEqual(2);
      // Trimmed once an hour: 9 days on they are there; 11 days on, they and their tries are gone,
      // and so are the events already sent, but the newest (the fan-out's cursor stands on it).
      await after(9 * 86_400);
      expect(await rows()).toEqual({ deliveries: 2, tries: 2 });
      expect(await events()).toBe(told);
      await after(2 * 86_400);
      expect(await rows()).toEqual({ deliveries: 0, tries: 0 });
      expect(await events()).toBe(1);
      // What is told next is delivered as ever.
      await transaction(t.app.db, (trx) =>
        emitEvents(
          trx,
          [
            {
              type: 'blog.published' as const,
              payload: { post: { id: 9, title: 'Next', slug: 'next', publish_at: null }, by: 'save' },
            },
          ],
          new Date(now).toISOString(),
        ),
      );
      await t.app.webhooks.flush();
      expect(await rows()).toEqual({ deliveries: 1, tries: 1 });
    });

    it('switches an endpoint off after 20 failed deliveries in a row, and the dashboard tells the owner', async () => {
      const hook = await receiver(() => ({ status: 500 }));
      const { webhook } = await endpoint(hook.url, ['blog.published']);
      const failAll = async (count: number, prefix: string) => {
        for (let i = 0; i < count; i++) await publish(`${prefix}-${i}`);
        await t.app.webhooks.flush();
        for (const wait of [1, 4, 20, 120, 720]) await after(wait);
      };
      await failAll(19, 'first');
      const listed = async () => (await t.admin('GET', '/api/admin/webhooks')).json()[0];
      expect(await listed()).toMatchObject({ enabled: true, consecutive_failures: 19, disabled_at: null });
      expect((await t.admin('GET', '/api/admin/dashboard')).json().disabled_webhooks).toEqual([]);
      await failAll(1, 'last');
      expect(await listed()).toMatchObject({
        enabled: false,
        consecutive_failures: 20,
        disabled_at: expect.any(String),
      });
      expect((await t.admin('GET', '/api/admin/dashboard')).json().disabled_webhooks).toEqual([
        { id: webhook.id, url: hook.url, disabled_at: expect.any(String) },
      ]);
      // Switched off, it is sent nothing more.
      const sent = hook.received.length;
      await publish('while-off');
      await after(1);
      expect(hook.received).toHaveLength(sent);
      // Only owners are told.
      await addUser(t, 'hooks-editor', 'editor');
      const editor = await signInAs(t.app, 'hooks-editor');
      const seen = await t.app.inject({ url: '/api/admin/dashboard', headers: { authorization: editor } });
      expect(seen.json()).not.toHaveProperty('disabled_webhooks');
      // An edit that leaves it off keeps the warning.
      await t.admin('PUT', `/api/admin/webhooks/${webhook.id}`, { description: 'Still off', enabled: false });
      expect(await listed()).toMatchObject({
        enabled: false,
        consecutive_failures: 20,
        disabled_at: expect.any(String),
      });
      // Switched on again: its count starts afresh and the warning goes.
      await t.admin('PUT', `/api/admin/webhooks/${webhook.id}`, { enabled: true });
      expect(await listed()).toMatchObject({ enabled: true, consecutive_failures: 0, disabled_at: null });
      expect((await t.admin('GET', '/api/admin/dashboard')).json().disabled_webhooks).toEqual([]);
    });
  },
  {
    WEBHOOK_RETRY_BASE_SECONDS: '1',
    WEBHOOK_LOG_DAYS: '10',
    INWORLD_SECRET: SECRET,
    SL_PROFILE_URL_TEMPLATE: 'http://127.0.0.1:9/{uuid}',
  },
  { clock: () => now },
);
