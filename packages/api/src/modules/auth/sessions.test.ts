import { type AdminSession, authMessages } from '@land-office/contract';
import { expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import { describeEachDb, TEST_ADMIN } from '../../test/app.js';
import { userRepository } from './user-repository.js';

const HOUR = 3_600_000;
let offset = 0;
const clock = () => Date.now() + offset;

describeEachDb(
  'sessions',
  (t) => {
    const signIn = async (userAgent: string, ip = '10.5.0.1', who = TEST_ADMIN) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: who.username, password: who.password },
        headers: { 'user-agent': userAgent },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
      return `Bearer ${res.json().token}`;
    };
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization: string) =>
      t.app.inject({ method, url, headers: { authorization } });
    const me = async (authorization: string) =>
      (await call('GET', '/api/admin/auth/me', authorization)).statusCode;

    it('ends a session SESSION_MAX_HOURS after sign-in, however much it is used', async () => {
      const token = await signIn('Firefox');
      // Used every 11 hours, it never reaches its 12-hour idle limit…
      for (let hours = 11; hours < 168; hours += 11) {
        offset = hours * HOUR;
        expect(await me(token), `after ${hours} h`).toBe(200);
      }
      // …but it ends at 168 hours all the same.
      offset = 168 * HOUR + 1000;
      const ended = await call('GET', '/api/admin/auth/me', token);
      expect(ended.statusCode).toBe(401);
      expect(ended.json()).toEqual({ error: authMessages.sessionEnded, code: 'unauthorized' });
      offset = 0;
    });

    it("lists the user's own sessions with address, browser and which one is current", async () => {
      const firefox = await signIn('Firefox/140', '10.5.0.2');
      const chrome = await signIn('Chrome/150', '10.5.0.3');
      const res = await call('GET', '/api/admin/auth/sessions', firefox);
      expect(res.statusCode).toBe(200);
      const sessions = res.json() as AdminSession[];
      const mine = sessions.find((s) => s.current);
      expect(mine).toMatchObject({ ip: '10.5.0.2', user_agent: 'Firefox/140' });
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions.some((s) => !s.current && s.user_agent === 'Chrome/150' && s.ip === '10.5.0.3')).toBe(
        true,
      );
      expect(JSON.stringify(sessions)).not.toMatch(/token/);
      expect(mine?.expires_at && mine.expires_at > mine.created_at).toBe(true);
      expect(await me(chrome)).toBe(200);
    });

    it('revokes one session by id, and no session of another user', async () => {
      const keep = await signIn('Keep');
      const drop = await signIn('Drop');
      const list = (await call('GET', '/api/admin/auth/sessions', keep)).json() as AdminSession[];
      const target = list.find((s) => s.user_agent === 'Drop') as AdminSession;
      expect((await call('DELETE', `/api/admin/auth/sessions/${target.id}`, keep)).statusCode).toBe(200);
      expect(await me(drop)).toBe(401);
      expect(await me(keep)).toBe(200);
      expect((await call('DELETE', `/api/admin/auth/sessions/${target.id}`, keep)).json()).toEqual({
        error: authMessages.sessionNotFound,
        code: 'not_found',
      });

      const other = { username: 'other-owner', password: 'another-long-password', email: '' };
      await userRepository(t.app.db).create({
        username: other.username,
        email: null,
        role: 'owner',
        passwordHash: await hashPassword(other.password),
      });
      const theirs = await signIn('Theirs', '10.5.0.9', other);
      const theirId = ((await call('GET', '/api/admin/auth/sessions', theirs)).json() as AdminSession[])[0]
        ?.id;
      const attempt = await call('DELETE', `/api/admin/auth/sessions/${theirId}`, keep);
      expect(attempt.statusCode).toBe(404);
      expect(await me(theirs)).toBe(200);
    });

    it('signs out every other session, keeping the current one', async () => {
      const others = [await signIn('A'), await signIn('B')];
      const current = await signIn('C');
      const res = await call('POST', '/api/admin/auth/logout-all', current);
      expect(res.statusCode).toBe(200);
      expect(res.json().revoked).toBeGreaterThanOrEqual(2);
      for (const token of others) expect(await me(token)).toBe(401);
      expect(await me(current)).toBe(200);
      const left = (await call('GET', '/api/admin/auth/sessions', current)).json() as AdminSession[];
      expect(left.map((s) => s.user_agent)).toEqual(['C']);
    });

    it('keeps the session routes behind a sign-in', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/sessions' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout-all' })).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/auth/sessions/1' })).statusCode).toBe(
        401,
      );
    });
  },
  {},
  { clock },
);
