import { webhookMessages } from '@land-office/contract';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../../db/rows.js';
import { describeEachDb } from '../../test/app.js';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.js';

const refused = /^This URL cannot receive webhooks: Address not allowed: /;

// Issue "Listings" §3: the owner's endpoints, the secret shown once, addresses refused at save.
describeEachDb('webhook endpoints', (t) => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  afterEach(async () => {
    await t.app.db.deleteFrom('webhooks').execute();
  });

  const create = (body: object) => t.admin('POST', '/api/admin/webhooks', body);

  it('creates an endpoint and shows its whsec_ secret once, never in a list or a read after', async () => {
    const res = await create({
      url: receiver.url,
      description: 'Sales channel',
      events: ['blog.published', 'listing.new', 'blog.published'],
      format: 'discord',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { webhook, secret } = res.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    // Each event once, in the contract's order; on unless told.
    expect(webhook).toMatchObject({
      url: receiver.url,
      description: 'Sales channel',
      events: ['listing.new', 'blog.published'],
      format: 'discord',
      enabled: true,
      disabled_at: null,
      consecutive_failures: 0,
      last_delivery: null,
    });
    const list = await t.admin('GET', '/api/admin/webhooks');
    expect(list.json()).toEqual([webhook]);
    expect(list.body).not.toContain(secret.slice(6, 30));
    const again = await create({ url: receiver.url, events: ['scrape.failed'] });
    expect(again.json().secret).not.toBe(secret);
    expect(again.json().webhook.format).toBe('standard');
    // The activity log names the change, never the secret.
    const logged = await t.app.db
      .selectFrom('activity_log')
      .selectAll()
      .where('resource', '=', 'webhooks')
      .execute();
    expect(logged.map((e) => e.action)).toEqual(['create', 'create']);
    expect(JSON.stringify(logged)).not.toContain(secret.slice(6, 30));
  });

  it('refuses a body without events, with an unknown event or format, or a URL that is not http(s)', async () => {
    const cases = [
      [{ url: receiver.url, events: [] }, webhookMessages.eventsRequired],
      [{ url: receiver.url, events: ['listing.sold'] }, undefined],
      [{ url: receiver.url, events: ['listing.new'], format: 'slack' }, 'Format must be standard or discord'],
      [{ url: 'ftp://127.0.0.1/hook', events: ['listing.new'] }, webhookMessages.urlInvalid],
      [{ events: ['listing.new'] }, webhookMessages.urlRequired],
    ] as const;
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().error).toContain(message);
    }
    expect((await t.admin('GET', '/api/admin/webhooks')).json()).toEqual([]);
  });

  it('refuses with 400 a URL that resolves to a private or reserved address, at create and at update', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:10.0.0.1]/',
      'http://0x0a.0.0.1/',
      'http://192.168.1.20:8080/hook',
    ]) {
      const res = await create({ url, events: ['listing.new'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringMatching(refused), field: 'url', code: 'validation' });
    }
    expect((await t.admin('GET', '/api/admin/webhooks')).json()).toEqual([]);
    const { webhook } = (await create({ url: receiver.url, events: ['listing.new'] })).json();
    const moved = await t.admin('PUT', `/api/admin/webhooks/${webhook.id}`, { url: 'http://10.0.0.1/' });
    expect(moved.statusCode).toBe(400);
    expect((await t.admin('GET', '/api/admin/webhooks')).json()[0].url).toBe(receiver.url);
  });

  it('updates in part, switches off and on, and deletes with its deliveries', async () => {
    const { webhook } = (await create({ url: receiver.url, events: ['listing.new'] })).json();
    const path = `/api/admin/webhooks/${webhook.id}`;
    const edited = await t.admin('PUT', path, { description: 'Renamed', events: ['scrape.failed'] });
    expect(edited.json()).toMatchObject({
      description: 'Renamed',
      events: ['scrape.failed'],
      url: receiver.url,
    });
    expect((await t.admin('PUT', path, { enabled: false })).json().enabled).toBe(false);
    expect((await t.admin('PUT', path, { enabled: true })).json().enabled).toBe(true);
    expect((await t.admin('POST', `${path}/test`)).statusCode).toBe(200);
    expect((await t.admin('DELETE', path)).json()).toEqual({ ok: true });
    expect(await t.app.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
    for (const [method, url] of [
      ['PUT', path],
      ['DELETE', path],
      ['GET', `${path}/deliveries`],
      ['POST', `${path}/test`],
    ] as const) {
      const res = await t.admin(method, url, method === 'PUT' ? { description: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: webhookMessages.notFound, code: 'not_found' });
    }
  });

  it('refuses a private address again at delivery, as a failed try in the log', async () => {
    // Saved before the rules refused it (a restored backup, a name that now resolves privately).
    const now = nowIso();
    const { id } = await t.app.db
      .insertInto('webhooks')
      .values({
        url: 'http://10.0.0.1/hook',
        events: 'listing.new',
        format: 'standard',
        secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await t.admin('POST', `/api/admin/webhooks/${id}/test`)).statusCode).toBe(200);
    await t.app.webhooks.flush();
    const [delivery] = (await t.admin('GET', `/api/admin/webhooks/${id}/deliveries`)).json().items;
    expect(delivery).toMatchObject({ event_type: 'webhook.test', state: 'pending' });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        status_code: null,
        response_excerpt: expect.stringMatching(/^Address not allowed: 10\.0\.0\.1 /),
      }),
    ]);
  });

  it('pages the delivery log newest first, by cursor', async () => {
    const { webhook } = (await create({ url: receiver.url, events: ['listing.new'] })).json();
    const path = `/api/admin/webhooks/${webhook.id}`;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await t.admin('POST', `${path}/test`)).json().delivery.id);
    await t.app.webhooks.flush();
    const first = (await t.admin('GET', `${path}/deliveries?limit=2`)).json();
    expect(first.items.map((d: { id: number }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toMatchObject({ state: 'succeeded', next_attempt_at: null });
    expect(first.items[0].attempts).toEqual([
      expect.objectContaining({ outcome: 'succeeded', status_code: 200 }),
    ]);
    const second = (await t.admin('GET', `${path}/deliveries?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], next_cursor: null });
    const listed = (await t.admin('GET', '/api/admin/webhooks')).json()[0];
    expect(listed.last_delivery).toEqual({ state: 'succeeded', at: expect.any(String) });
  });
});

describeEachDb('the API reference of webhooks', (t) => {
  it('documents the standard body and its signature under the OpenAPI webhooks', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const sent = doc.webhooks.event.post;
    expect(sent.description).toContain('webhook-signature');
    expect(sent.description).toContain('"batch"');
    const schema = sent.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['type', 'timestamp', 'data']);
    expect(doc.paths['/api/admin/webhooks/{id}/deliveries'].get.tags).toEqual(['Webhooks']);
  });
});

describeEachDb(
  'webhook URLs where no private address is allowed',
  (t) => {
    it('refuses loopback in every spelling at save', async () => {
      for (const url of [
        'http://127.0.0.1/',
        'http://[::ffff:127.0.0.1]/',
        'http://2130706433/',
        'http://[::1]/',
        'http://localhost/',
      ]) {
        const res = await t.admin('POST', '/api/admin/webhooks', { url, events: ['listing.new'] });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error).toMatch(refused);
      }
    });
  },
  { FETCH_ALLOW_PRIVATE: '' },
);
