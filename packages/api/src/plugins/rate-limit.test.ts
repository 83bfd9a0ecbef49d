import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../test/app.js';

const SECRET = 'in-world-secret-0123456789';
const MEMBER = '0f6e8a52-2b6c-4c55-9f1e-6a0d7c1b2e3f';
const LIMIT = 60;

describeEachDb(
  'unauthenticated POSTs, limited per client address',
  (t) => {
    const report = (remoteAddress: string, secret = SECRET) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/status',
        remoteAddress,
        headers: { 'x-inworld-secret': secret },
        payload: { uuid: MEMBER, status: 'online' },
      });
    const expectLimited = (res: Awaited<ReturnType<typeof report>>) => {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        error: expect.stringMatching(/^Too many requests from this address/),
        code: 'rate_limited',
      });
    };

    beforeAll(async () => {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('support_members')
        .values({
          uuid: MEMBER,
          name: 'Marisol Resident',
          photo_url: null,
          email: null,
          languages: 'en',
          roles: 'support',
          is_active: true,
          status: 'offline',
          last_seen: null,
          profile_status: 'found',
          profile_checked_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });

    it('answers the 61st in-world status report in a minute from one address with 429 and Retry-After', async () => {
      for (let i = 0; i < LIMIT; i++) expect((await report('203.0.113.1')).statusCode).toBe(200);
      expectLimited(await report('203.0.113.1'));
      // Another address is still served.
      expect((await report('203.0.113.2')).statusCode).toBe(200);
    });

    it('counts reports with a wrong secret, which are refused before the limit is reached', async () => {
      // 401 for the first wrong secrets, then 429 from the secret's own throttle (as for sign-ins).
      for (let i = 0; i < LIMIT; i++)
        expect([401, 429]).toContain((await report('203.0.113.3', 'wrong')).statusCode);
      expectLimited(await report('203.0.113.3'));
    });

    it('limits sign-in on its own count, even for bodies it refuses', async () => {
      await report('203.0.113.4');
      const signIn = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          remoteAddress: '203.0.113.4',
          payload: {},
        });
      for (let i = 0; i < LIMIT; i++) expect((await signIn()).statusCode).toBe(400);
      expectLimited(await signIn());
    });

    it('does not limit routes behind the admin token', async () => {
      const authorization = await t.auth();
      for (let i = 0; i <= LIMIT; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/menu/admin',
          remoteAddress: '203.0.113.5',
          headers: { authorization },
          payload: { label: `Parcel ${i}`, url: `/parcel-${i}` },
        });
        expect(res.statusCode).toBe(200);
      }
    });
  },
  { INWORLD_SECRET: SECRET },
);
