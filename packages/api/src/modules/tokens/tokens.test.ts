import { createHash } from 'node:crypto';
import {
  type CreatedToken,
  type TokenResource,
  type TokenScope,
  tokenMessages,
  tokenResources,
  tokenScopes,
} from '@land-office/contract';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb, startTestApp } from '../../test/app.js';
import { addUser, signInAs } from '../../test/users.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string, unknown?];

const INWORLD_SECRET = 'inworld-secret-for-tests';
const AVATAR = '4a1c6f2e-9f3b-4d6a-8e2c-1b7d5f3a9c01';

describeEachDb(
  'API tokens',
  (t) => {
    let other: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      // A second instance on the same database.
      other = await startTestApp(
        t.dialect,
        t.dialect === 'postgres'
          ? { DATABASE_SCHEMA: t.config.databaseSchema as string, INWORLD_SECRET }
          : { DATA_DIR: t.config.dataDir, INWORLD_SECRET },
      );
    });
    afterAll(async () => other?.app.close());
    afterEach(() => vi.useRealTimers());

    const make = async (body: Record<string, unknown>) => {
      const res = await t.admin('POST', '/api/admin/tokens', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CreatedToken;
    };
    const as = (
      token: string,
      [method, url, payload]: Call,
      { app = t.app, ip = '127.0.0.1' }: { app?: typeof t.app; ip?: string } = {},
    ) =>
      app.inject({
        method,
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: ip,
      });
    const png = () =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
        .png()
        .toBuffer();

    it('is shown once as lo_ and 32 random bytes, kept as a hash, and listed without it', async () => {
      const created = await make({ name: 'Discord bot', scopes: ['blog:read', 'listings:read'] });
      expect(created.token).toMatch(/^lo_[A-Za-z0-9_-]{43}$/);
      expect(created).toMatchObject({
        name: 'Discord bot',
        scopes: ['blog:read', 'listings:read'],
        allowed_addresses: [],
        expires_at: null,
        created_by: 'tester',
        last_used_at: null,
      });
      const row = await t.app.db
        .selectFrom('api_tokens')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(created.token.slice(3));
      const listed = (await t.admin('GET', '/api/admin/tokens')).json() as Record<string, unknown>[];
      const mine = listed.find((token) => token.id === created.id);
      expect(mine).toMatchObject({ name: 'Discord bot' });
      expect(JSON.stringify(listed)).not.toContain(created.token.slice(3));
    });

    it('refuses a bad name, no scope, an unknown scope, a past expiry and an address that is none, naming each', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: ' ', scopes: ['blog:read'] }, tokenMessages.nameRequired],
        [{ name: 'x', scopes: [] }, tokenMessages.scopesRequired],
        [{ name: 'x', scopes: ['users:write'] }, 'Unknown scope'],
        [{ name: 'x', scopes: ['blog:read'], expires_at: '2001-01-01T00:00:00Z' }, tokenMessages.expiryPast],
        [
          { name: 'x', scopes: ['blog:read'], allowed_addresses: ['10.0.0.0/33'] },
          tokenMessages.addressInvalid('10.0.0.0/33'),
        ],
        [
          { name: 'x', scopes: ['blog:read'], allowed_addresses: ['0x7f.1'] },
          tokenMessages.addressInvalid('0x7f.1'),
        ],
      ];
      const before = (await t.admin('GET', '/api/admin/tokens')).json().length;
      for (const [body, error] of cases) {
        const res = await t.admin('POST', '/api/admin/tokens', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toContain(error);
      }
      expect((await t.admin('GET', '/api/admin/tokens')).json()).toHaveLength(before);
    });

    /** A read and a write per resource that succeed when the scope allows them (`n` keeps each write new). */
    const calls = (
      n: number,
      ids: { listing: number; support: number },
    ): Record<TokenResource, [Call, Call]> => ({
      blog: [
        ['GET', '/api/blog/admin'],
        ['POST', '/api/blog/admin', { title: `Post ${n}`, slug: `post-${n}`, content: '<p>x</p>' }],
      ],
      menus: [
        ['GET', '/api/menu/admin'],
        ['POST', '/api/menu/admin', { label: `Item ${n}`, url: '/news' }],
      ],
      services: [
        ['GET', '/api/service/admin'],
        ['POST', '/api/service/admin', { title: `Tile ${n}`, description: 'Land to rent', icon: 'faHome' }],
      ],
      heroes: [
        ['GET', '/api/hero/admin'],
        [
          'POST',
          '/api/hero/admin',
          { title: `Hero ${n}`, description: 'Regions', button_text: 'See', button_url: '/available-land' },
        ],
      ],
      banners: [
        ['GET', '/api/banner/admin'],
        ['POST', '/api/banner/admin', { image_url: '/uploads/banners/a.png', alt_text: `Banner ${n}` }],
      ],
      faq: [
        ['GET', '/api/faq/admin'],
        ['POST', '/api/faq/admin', { question: `Q${n}?`, answer: '<p>A.</p>' }],
      ],
      pages: [
        ['GET', '/api/pages/admin'],
        ['POST', '/api/pages/admin', { title: `Page ${n}`, slug: `page-${n}`, content: '<p>x</p>' }],
      ],
      support: [
        ['GET', '/api/admin/support'],
        ['PUT', `/api/admin/support/${ids.support}`, { email: `helper${n}@example.com` }],
      ],
      settings: [
        ['GET', '/api/site-settings/admin'],
        ['PUT', '/api/site-settings/admin', { site_title: `Land ${n}` }],
      ],
      listings: [
        ['GET', '/api/admin/listings'],
        ['PUT', `/api/admin/listings/${ids.listing}`, { hidden: n % 2 === 0 }],
      ],
      webhooks: [
        ['GET', '/api/admin/webhooks'],
        ['POST', '/api/admin/webhooks', { url: `http://127.0.0.1:9/hook-${n}`, events: ['listing.new'] }],
      ],
      media: [
        ['GET', '/api/admin/media'],
        ['DELETE', '/api/admin/media/999999'],
      ],
    });

    it('opens exactly the routes of its scopes: every scope against a read and a write of every resource', async () => {
      const ids = await fixtures();
      const tokens = new Map<TokenScope, string>();
      for (const scope of tokenScopes)
        tokens.set(scope, (await make({ name: `only ${scope}`, scopes: [scope] })).token);
      const outcomes: string[] = [];
      const wanted: string[] = [];
      let n = 0;
      for (const [scope, token] of tokens) {
        for (const resource of tokenResources) {
          const [read, write] = calls(++n, ids)[resource];
          for (const [kind, call] of [
            ['read', read],
            ['write', write],
          ] as const) {
            const res = await as(token, call);
            const allowed = scope === `${resource}:${kind}`;
            wanted.push(`${scope} → ${resource}:${kind} ${allowed ? 'allowed' : 'refused'}`);
            // The media write deletes a file that is not there: through the gate, then 404.
            const passed =
              resource === 'media' && kind === 'write' ? res.statusCode === 404 : res.statusCode === 200;
            outcomes.push(
              `${scope} → ${resource}:${kind} ${passed ? 'allowed' : res.statusCode === 403 ? 'refused' : `${res.statusCode} ${res.body}`}`,
            );
            if (res.statusCode === 403)
              expect(res.json().error).toBe(tokenMessages.missingScope(`${resource}:${kind}`));
          }
        }
      }
      expect(outcomes).toEqual(wanted);
    });

    /** A listing the scraper saw, and a support member (added without a profile lookup). */
    async function fixtures() {
      const now = new Date().toISOString();
      const run = await t.app.db
        .insertInto('scrape_runs')
        .values({
          source: 'acatech',
          started_at: now,
          finished_at: now,
          count: 1,
          duration_ms: 5,
          error: null,
          trigger: 'manual',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const listing = await t.app.db
        .insertInto('listings')
        .values({
          source: 'acatech',
          identity: `acatech:test-${run.id}`,
          name: 'Bay parcel',
          region: 'Bay',
          size_m2: 1024,
          price_ls: 500,
          period: 'week',
          rating: null,
          previous_price_ls: null,
          previous_period: null,
          price_changed_at: null,
          url: null,
          first_seen: now,
          last_seen: now,
          last_run_id: run.id,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await t.app.db
        .insertInto('support_members')
        .values({ uuid: AVATAR, name: 'Helper', created_at: now, updated_at: now } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return { listing: listing.id, support: member.id };
    }

    it('cannot manage users or tokens, nor use what only a person may', async () => {
      const all = (await make({ name: 'everything', scopes: [...tokenScopes] })).token;
      for (const call of [
        ['GET', '/api/admin/users'],
        ['POST', '/api/admin/users', { username: 'x', role: 'owner' }],
        ['GET', '/api/admin/tokens'],
        ['POST', '/api/admin/tokens', { name: 'child', scopes: ['blog:read'] }],
        ['GET', '/api/admin/auth/me'],
        ['PUT', '/api/admin/account', { display_name: 'x' }],
        ['GET', '/api/admin/security-settings'],
        ['GET', '/api/admin/activity'],
        ['GET', '/api/admin/content/export'],
      ] as Call[]) {
        const res = await as(all, call);
        expect(res.statusCode, call.join(' ')).toBe(403);
        expect(res.json()).toEqual({ error: tokenMessages.notForTokens, code: 'forbidden' });
      }
    });

    it('shows its writes in the activity log and the history as "token <name>", and its last use in the list', async () => {
      const { token, id } = await make({ name: 'Kiosk', scopes: ['faq:write'] });
      const res = await as(
        token,
        ['POST', '/api/faq/admin', { question: 'Open on Sundays?', answer: '<p>Yes.</p>' }],
        {
          ip: '203.0.113.9',
        },
      );
      expect(res.statusCode).toBe(200);
      const faqId = res.json().faq.id as number;
      const [entry] = (await t.admin('GET', '/api/admin/activity?resource=faq')).json().entries;
      expect(entry).toMatchObject({ action: 'create', resource_id: String(faqId), username: 'token Kiosk' });
      expect(entry.display_name ?? entry.username).toBe('token Kiosk');
      const [revision] = (await t.admin('GET', `/api/admin/revisions?resource=faq&id=${faqId}`)).json()
        .revisions;
      expect(revision.display_name).toBe('token Kiosk');
      const listed = (await t.admin('GET', '/api/admin/tokens'))
        .json()
        .find((x: { id: number }) => x.id === id);
      expect(listed.last_used_ip).toBe('203.0.113.9');
      expect(Date.now() - Date.parse(listed.last_used_at)).toBeLessThan(60_000);
    });

    it('is refused on every instance from the moment it is revoked', async () => {
      const { token, id } = await make({ name: 'Short-lived', scopes: ['blog:read'] });
      const read: Call = ['GET', '/api/blog/admin'];
      expect((await as(token, read)).statusCode).toBe(200);
      expect((await as(token, read, { app: other.app })).statusCode).toBe(200);
      expect((await t.admin('DELETE', `/api/admin/tokens/${id}`)).statusCode).toBe(200);
      for (const app of [t.app, other.app]) {
        const res = await as(token, read, { app });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: tokenMessages.invalid, code: 'unauthorized' });
      }
      expect((await t.admin('DELETE', `/api/admin/tokens/${id}`)).statusCode).toBe(404);
      const [entry] = (await t.admin('GET', '/api/admin/activity?resource=tokens')).json().entries;
      expect(entry).toMatchObject({ action: 'delete', summary: 'Short-lived' });
    });

    it('works only from the addresses it allows, IPv4 and IPv6', async () => {
      const { token, allowed_addresses } = await make({
        name: 'Office',
        scopes: ['blog:read'],
        allowed_addresses: ['203.0.113.0/24', '2001:db8::1', ' 198.51.100.7 '],
      });
      expect(allowed_addresses).toEqual(['203.0.113.0/24', '2001:db8::1/128', '198.51.100.7/32']);
      const read: Call = ['GET', '/api/blog/admin'];
      for (const ip of ['203.0.113.1', '203.0.113.254', '2001:db8::1', '::ffff:203.0.113.5', '198.51.100.7'])
        expect((await as(token, read, { ip })).statusCode, ip).toBe(200);
      for (const ip of ['203.0.114.1', '198.51.100.8', '2001:db8::2', '127.0.0.1']) {
        const res = await as(token, read, { ip });
        expect(res.statusCode, ip).toBe(403);
        expect(res.json()).toEqual({ error: tokenMessages.addressRefused(ip), code: 'forbidden' });
      }
    });

    it('stops at its expiry, to the second', async () => {
      const base = Date.now();
      const expires = new Date(base + 3_600_000).toISOString();
      const { token, expires_at } = await make({
        name: 'Until noon',
        scopes: ['blog:read'],
        expires_at: expires,
      });
      expect(expires_at).toBe(expires);
      const read: Call = ['GET', '/api/blog/admin'];
      vi.useFakeTimers({ toFake: ['Date'], now: base + 3_600_000 - 1000 });
      expect((await as(token, read)).statusCode).toBe(200);
      vi.setSystemTime(base + 3_600_000);
      const res = await as(token, read);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: tokenMessages.expired, code: 'unauthorized' });
    });

    it('acts within the role of the owner who made it, and stops when that owner is deactivated', async () => {
      await addUser(t, 'token-owner', 'owner');
      const owner = await signInAs(t.app, 'token-owner');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/tokens',
        headers: { authorization: owner },
        payload: { name: 'Theirs', scopes: ['webhooks:read', 'blog:read'] },
      });
      const { token } = res.json() as CreatedToken;
      const [userId] = (
        await t.app.db.selectFrom('users').select('id').where('username', '=', 'token-owner').execute()
      ).map((u) => u.id);
      expect((await as(token, ['GET', '/api/admin/webhooks'])).statusCode).toBe(200);
      expect((await t.admin('PUT', `/api/admin/users/${userId}`, { role: 'editor' })).statusCode).toBe(200);
      const demoted = await as(token, ['GET', '/api/admin/webhooks']);
      expect(demoted.statusCode).toBe(403);
      expect(demoted.json().error).toBe('Your role (editor) cannot manage webhooks');
      expect((await as(token, ['GET', '/api/blog/admin'])).statusCode).toBe(200);
      expect((await t.admin('PUT', `/api/admin/users/${userId}`, { is_active: false })).statusCode).toBe(200);
      expect((await as(token, ['GET', '/api/blog/admin'])).statusCode).toBe(401);
    });

    it('reports in-world status with the scope support:status, besides INWORLD_SECRET', async () => {
      const now = new Date().toISOString();
      await other.app.db
        .insertInto('support_members')
        .values({
          uuid: '0b8e8a57-3d55-4b8a-9d43-6a2a3c1f7e11',
          name: 'Status',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      const report = { uuid: '0b8e8a57-3d55-4b8a-9d43-6a2a3c1f7e11', status: 'online' };
      const post = (headers: Record<string, string>) =>
        other.app.inject({ method: 'POST', url: '/api/support/status', payload: report, headers });
      const status = (await make({ name: 'Region HUD', scopes: [SUPPORT_STATUS] })).token;
      const blog = (await make({ name: 'Not status', scopes: ['support:write'] })).token;
      expect((await post({ authorization: `Bearer ${status}` })).json()).toMatchObject({ status: 'online' });
      const refused = await post({ authorization: `Bearer ${blog}` });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: tokenMessages.missingScope(SUPPORT_STATUS),
        code: 'forbidden',
      });
      expect((await post({ authorization: 'Bearer lo_not-a-token-at-all-xxxxxxxx' })).statusCode).toBe(401);
      expect((await post({ 'x-inworld-secret': INWORLD_SECRET })).statusCode).toBe(200);
      // The status token opens nothing else.
      expect((await as(status, ['GET', '/api/admin/support'])).statusCode).toBe(403);
    });

    it('uploads an image for a type with that type’s write scope', async () => {
      const { token } = await make({ name: 'Uploader', scopes: ['banners:write'] });
      const form = () => {
        const data = new FormData();
        return png().then((bytes) => {
          data.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
          return data;
        });
      };
      const banner = await t.app.inject({
        method: 'POST',
        url: '/api/upload/banner',
        payload: await form(),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(banner.statusCode, banner.body).toBe(200);
      const blog = await t.app.inject({
        method: 'POST',
        url: '/api/upload/blog',
        payload: await form(),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(blog.statusCode).toBe(403);
    });
  },
  { INWORLD_SECRET },
);

const SUPPORT_STATUS = 'support:status';
