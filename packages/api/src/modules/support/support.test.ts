import { supportMessages } from '@land-office/contract';
import { sql } from 'kysely';
import { afterAll, beforeEach, expect, it } from 'vitest';
import {
  expectedProfiles,
  residents,
  startProfileServer,
} from '../../../../../test-servers/profile-server.js';
import { describeEachDb, TEST_ADMIN } from '../../test/app.js';

const profiles = await startProfileServer();
afterAll(() => profiles.close());

const SECRET = 'in-world-secret-0123456789';
const { marisol, zoe, ned } = residents;

describeEachDb(
  'support roster',
  (t) => {
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({ method, url, payload: payload as object, headers: { authorization: await t.auth() } });
    const add = (body: Record<string, unknown>) => call('POST', '/api/admin/support', body);
    const list = async () =>
      (await call('GET', '/api/admin/support')).json() as Array<Record<string, unknown>>;

    beforeEach(async () => {
      await t.app.db.deleteFrom('support_members').execute();
    });

    it('needs the admin token for every admin route', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/support'],
        ['POST', '/api/admin/support'],
        ['PUT', '/api/admin/support/1'],
        ['DELETE', '/api/admin/support/1'],
      ] as const) {
        expect((await t.app.inject({ method, url, payload: { uuid: marisol } })).statusCode).toBe(401);
      }
    });

    it('adds a member and fills in the display name and photo from the profile page', async () => {
      const res = await add({
        uuid: marisol.toUpperCase(),
        email: 'marisol@example.com',
        languages: 'en, pt',
        roles: ['support', 'sales'],
        is_active: true,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        version: expect.any(String),
        uuid: marisol,
        name: expectedProfiles[marisol]?.name,
        photo_url: expectedProfiles[marisol]?.photo_url,
        email: 'marisol@example.com',
        languages: 'en,pt',
        roles: ['support', 'sales'],
        is_active: true,
        status: 'offline',
        last_seen: null,
        profile_status: 'found',
      });
      expect(await list()).toEqual([res.json()]);
      const log = await t.app.db
        .selectFrom('activity_log')
        .selectAll()
        .where('resource', '=', 'support')
        .execute();
      expect(log.at(-1)).toMatchObject({ action: 'create', resource_id: String(res.json().id) });
    });

    it('reads entity-encoded names, and a resident without a picture has no photo', async () => {
      expect((await add({ uuid: zoe })).json()).toMatchObject({
        name: 'Zoë Ñandú',
        photo_url: expectedProfiles[zoe]?.photo_url,
        email: null,
        languages: '',
        roles: [],
        is_active: true,
      });
      expect((await add({ uuid: ned })).json()).toMatchObject({ name: 'Harbormaster Ned', photo_url: null });
    });

    it('leaves name and photo empty for an unknown resident and does not retry', async () => {
      const res = await add({ uuid: '44444444-4444-4444-8444-444444444444' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: null, photo_url: null, profile_status: 'not_found' });
      expect(t.app.avatarProfiles.pendingRetries()).toEqual([]);
    });

    it('answers a save quickly when the profile site hangs, and schedules nothing yet', async () => {
      const uuid = '55555555-5555-4555-8555-555555555555';
      profiles.behave(uuid, { hang: true });
      const started = Date.now();
      const res = await add({ uuid, languages: 'de' });
      const took = Date.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        uuid,
        name: null,
        photo_url: null,
        languages: 'de',
        profile_status: 'pending',
      });
      expect(took).toBeLessThan(2_500);
      // Still waiting for the site (5 s timeout): a retry is only scheduled once the lookup fails.
      expect(t.app.avatarProfiles.pendingRetries()).toEqual([]);
    });

    it('stores a slow profile in the background, and the public list shows it', async () => {
      const uuid = '66666666-6666-4666-8666-666666666666';
      profiles.behave(uuid, { delayMs: 1_600, page: marisol });
      const started = Date.now();
      const res = await add({ uuid });
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(res.json().name).toBeNull();
      expect((await t.app.inject({ url: '/api/support' })).json()[0].name).toBeNull();
      await expect
        .poll(async () => (await list())[0]?.name, { timeout: 4_000, interval: 100 })
        .toBe('Marisol Tidewater');
      const pub = (await t.app.inject({ url: '/api/support' })).json();
      expect(pub[0]).toMatchObject({
        name: 'Marisol Tidewater',
        photo_url: expectedProfiles[marisol]?.photo_url,
      });
    });

    it('retries a failed lookup later and fills the profile in then', async () => {
      const uuid = '77777777-7777-4777-8777-777777777777';
      profiles.behave(uuid, { failTimes: 1, page: zoe });
      const res = await add({ uuid });
      expect(res.json()).toMatchObject({ name: null, profile_status: 'failed' });
      expect(t.app.avatarProfiles.pendingRetries()).toEqual([{ id: res.json().id, uuid, attempt: 0 }]);
      await t.app.avatarProfiles.retryNow();
      expect((await list())[0]).toMatchObject({ name: 'Zoë Ñandú', profile_status: 'found' });
      expect(t.app.avatarProfiles.pendingRetries()).toEqual([]);
    });

    it('refuses a blank, malformed or all-zero uuid with a clear message', async () => {
      for (const [uuid, error, code] of [
        ['', supportMessages.uuidRequired, 'required'],
        ['   ', supportMessages.uuidRequired, 'required'],
        [undefined, supportMessages.uuidRequired, 'required'],
        [null, supportMessages.uuidRequired, 'required'],
        ['8fe61c8b-18e3-450d-9ef7', supportMessages.uuidMalformed, 'validation'],
        ['8fe61c8b218d413ea89aaea9ba23ba73', supportMessages.uuidMalformed, 'validation'],
        ['zzzzzzzz-18e3-450d-9ef7-ade47db2f806', supportMessages.uuidMalformed, 'validation'],
        ['00000000-0000-0000-0000-000000000000', supportMessages.uuidNullKey, 'validation'],
      ]) {
        const res = await add({ uuid });
        expect(res.statusCode, String(uuid)).toBe(400);
        expect(res.json()).toEqual({ error, field: 'uuid', code });
      }
      expect(await list()).toEqual([]);
    });

    it('refuses unknown languages, roles, bad e-mails and unknown fields', async () => {
      const bad = [
        { languages: 'en,xx' },
        { languages: ['en'] },
        { roles: ['boss'] },
        { roles: 'support' },
        { email: 'not-an-email' },
        { name: 'Forged Name' },
      ];
      for (const body of bad) {
        const res = await add({ uuid: marisol, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toMatch(
          /languages|roles|email|Unknown field: name|Unrecognized key: "name"/,
        );
      }
      expect(await list()).toEqual([]);
    });

    it('refuses a uuid that is already on the roster, whatever its case, with 409', async () => {
      const first = (await add({ uuid: marisol })).json();
      const again = await add({ uuid: marisol.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: supportMessages.duplicate,
        code: 'already_exists',
        field: 'uuid',
      });
      const other = (await add({ uuid: ned })).json();
      const clash = await call('PUT', `/api/admin/support/${other.id}`, { uuid: first.uuid });
      expect(clash.statusCode).toBe(409);
      expect((await list()).map((m) => m.uuid)).toEqual([marisol, ned]);
    });

    it('merges a partial update and looks the new avatar up when the uuid changes', async () => {
      const { id } = (
        await add({ uuid: marisol, languages: 'en', roles: ['sales'], email: 'a@b.co' })
      ).json();
      const res = await call('PUT', `/api/admin/support/${id}`, { languages: 'fr,it', is_active: false });
      expect(res.json()).toMatchObject({
        uuid: marisol,
        name: 'Marisol Tidewater',
        languages: 'fr,it',
        roles: ['sales'],
        email: 'a@b.co',
        is_active: false,
      });
      const moved = await call('PUT', `/api/admin/support/${id}`, { uuid: ned, email: '' });
      expect(moved.json()).toMatchObject({
        uuid: ned,
        name: 'Harbormaster Ned',
        photo_url: null,
        email: null,
      });
      const actions = await t.app.db
        .selectFrom('activity_log')
        .select(['action', 'summary'])
        .where('resource', '=', 'support')
        .where('resource_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'update']);
      expect(actions[2]?.summary).toBe('Changed: uuid, email');
      expect((await call('PUT', '/api/admin/support/99999', { is_active: true })).json()).toEqual({
        error: supportMessages.notFound,
        code: 'not_found',
      });
    });

    it('deletes a member, logs it, and 404s a second delete', async () => {
      const { id } = (await add({ uuid: ned })).json();
      expect((await call('DELETE', `/api/admin/support/${id}`)).json()).toEqual({ ok: true });
      expect(await list()).toEqual([]);
      const again = await call('DELETE', `/api/admin/support/${id}`);
      expect(again.statusCode).toBe(404);
      const log = await t.app.db
        .selectFrom('activity_log')
        .select('action')
        .where('resource_id', '=', String(id))
        .execute();
      expect(log.map((l) => l.action)).toContain('delete');
    });

    it('lists only active members publicly, without e-mails', async () => {
      await add({ uuid: marisol, email: 'hidden@example.com', languages: 'en', roles: ['owner'] });
      await add({ uuid: ned, is_active: false });
      const res = await t.app.inject({ url: '/api/support' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('hidden@example.com');
      expect(res.json()).toEqual([
        {
          id: expect.any(Number),
          uuid: marisol,
          name: 'Marisol Tidewater',
          photo_url: expectedProfiles[marisol]?.photo_url,
          languages: 'en',
          roles: ['owner'],
          status: 'offline',
        },
      ]);
    });

    it('asks the profile site once for a uuid looked up again soon after', async () => {
      const uuid = '88888888-8888-4888-8888-888888888888';
      profiles.behave(uuid, { page: ned });
      const before = profiles.hits.get(uuid) ?? 0; // the other database's run of this suite asked too
      const { id } = (await add({ uuid })).json();
      await call('DELETE', `/api/admin/support/${id}`);
      // In the trash, the member keeps their uuid; deleted for good, it is free again.
      const taken = await add({ uuid });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(
        'A member with this UUID already exists. It is in the trash: restore it from there, or delete it permanently first',
      );
      await call('DELETE', `/api/admin/trash/support/${id}`);
      expect((await add({ uuid })).json().name).toBe('Harbormaster Ned');
      expect(profiles.hits.get(uuid)).toBe(before + 1);
    });

    const report = (body: unknown, secret?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/status',
        payload: body as object,
        headers: secret === undefined ? {} : { 'x-inworld-secret': secret },
      });

    it('refuses status reports without the right secret', async () => {
      await add({ uuid: marisol });
      expect((await report({ uuid: marisol, status: 'online' })).statusCode).toBe(401);
      expect((await report({ uuid: marisol, status: 'online' }, `${SECRET}x`)).statusCode).toBe(401);
      expect((await report({ uuid: marisol, status: 'online' }, '')).statusCode).toBe(401);
      expect((await list())[0]).toMatchObject({ status: 'offline', last_seen: null });
    });

    it('counts wrong secrets as failed sign-ins: 429 after 5 from one address, even with the right one', async () => {
      await add({ uuid: marisol });
      const from = (remoteAddress: string, secret: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/support/status',
          payload: { uuid: marisol, status: 'online' },
          headers: { 'x-inworld-secret': secret },
          remoteAddress,
        });
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.77', `guess-${i}`)).statusCode).toBe(401);
      const blocked = await from('203.0.113.77', SECRET);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(blocked.json()).toEqual({ error: supportMessages.secretThrottled(15), code: 'rate_limited' });
      // Another region's scripts are not held up, and sign-ins from that address are counted apart.
      expect((await from('203.0.113.78', SECRET)).statusCode).toBe(200);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        remoteAddress: '203.0.113.77',
      });
      expect(signIn.statusCode).toBe(200);
    });

    it('flips a member online and offline from in-world reports', async () => {
      await add({ uuid: marisol });
      const online = await report({ uuid: marisol.toUpperCase(), status: 'online' }, SECRET);
      expect(online.statusCode).toBe(200);
      expect(online.json()).toEqual({ uuid: marisol, status: 'online', last_seen: expect.any(String) });
      expect((await list())[0]).toMatchObject({ status: 'online', last_seen: online.json().last_seen });
      expect((await t.app.inject({ url: '/api/support' })).json()[0].status).toBe('online');

      const offline = (await report({ uuid: marisol, status: 'offline' }, SECRET)).json();
      expect(offline.status).toBe('offline');
      expect(offline.last_seen >= online.json().last_seen).toBe(true);
      const stillOffline = (await report({ uuid: marisol, status: 'offline' }, SECRET)).json();
      expect(stillOffline.last_seen).toBe(offline.last_seen);
      expect((await t.app.inject({ url: '/api/support' })).json()[0].status).toBe('offline');
    });

    it('refreshes the public support list on a report and keeps the other public reads cached', async () => {
      await add({ uuid: marisol });
      expect((await t.app.inject({ url: '/api/support' })).json()[0].status).toBe('offline');
      const menu = (await t.app.inject({ url: '/api/menu' })).json();
      // A menu row the API did not write: the public menu shows it only once its cache is dropped.
      const now = new Date().toISOString();
      await sql`insert into menu_items (label, url, created_at, updated_at)
                values ('Behind the cache', '/behind', ${now}, ${now})`.execute(t.app.db);
      try {
        await report({ uuid: marisol, status: 'online' }, SECRET);
        await add({ uuid: zoe });
        expect((await t.app.inject({ url: '/api/support' })).json()).toHaveLength(2);
        expect((await t.app.inject({ url: '/api/support' })).json()[0].status).toBe('online');
        expect((await t.app.inject({ url: '/api/menu' })).json()).toEqual(menu);
        // A menu write drops it.
        expect((await call('POST', '/api/menu/admin', { label: 'Shop', url: '/shop' })).statusCode).toBe(200);
        const labels = (await t.app.inject({ url: '/api/menu' }))
          .json()
          .map((m: { label: string }) => m.label);
        expect(labels.sort()).toEqual(['Behind the cache', 'Shop']);
      } finally {
        await t.app.db.deleteFrom('menu_items').execute();
      }
    });

    it('404s a report for a uuid not on the roster and 400s a bad status', async () => {
      const unknown = await report({ uuid: zoe, status: 'online' }, SECRET);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: supportMessages.notFound, code: 'not_found' });
      await add({ uuid: zoe });
      expect((await report({ uuid: zoe, status: 'away' }, SECRET)).statusCode).toBe(400);
      expect((await report({ uuid: 'nope', status: 'online' }, SECRET)).statusCode).toBe(400);
    });
  },
  { SL_PROFILE_URL_TEMPLATE: profiles.template, INWORLD_SECRET: SECRET },
);

describeEachDb('in-world status without INWORLD_SECRET', (t) => {
  it('answers 404, as if the endpoint did not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/status',
      payload: { uuid: marisol, status: 'online' },
      headers: { 'x-inworld-secret': 'anything-at-all-long-enough' },
    });
    expect(res.statusCode).toBe(404);
  });
});
